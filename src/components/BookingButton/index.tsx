import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/**
 * A large button, centred, that opens the scheduling page of src/data/facts/site.json in a new tab (which
 * screen readers hear announced). In MDX: `<BookingButton>Book Your Strategy Call</BookingButton>`.
 */
export default function BookingButton({children}: {readonly children: string}): ReactNode {
  return (
    <div className={styles.actions}>
      <Button href={site.schedulingUrl} size="lg">
        {children}
      </Button>
    </div>
  );
}
