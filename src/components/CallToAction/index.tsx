import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import {useRevealAttributes} from '@site/src/components/Section';
import {contactPath} from '@site/src/data/site';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface CallToActionProps {
  readonly id?: string;
  readonly title: string;
  /** Label of the button; every call to action leads to the contact page. */
  readonly action?: string;
  /** A sentence or two above the button. */
  readonly children: ReactNode;
}

/**
 * The closing band of a page, leading to the contact page. In MDX:
 *
 *     <CallToAction title="Ready to Grow?" action="Start Your Audit">
 *     Tell me where you want to be in a year.
 *     </CallToAction>
 */
export default function CallToAction({
  id = 'get-started',
  title,
  action = 'Let’s Talk',
  children,
}: CallToActionProps): ReactNode {
  const reveal = useRevealAttributes();
  return (
    <section {...reveal} id={id} aria-labelledby={`${id}-title`} className={styles.band}>
      <div className="container">
        <div className={styles.inner}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <div className={styles.text}>{asBlocks(children)}</div>
          <Button to={contactPath} size="lg" variant="secondary">
            {action}
          </Button>
        </div>
      </div>
    </section>
  );
}
