import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import {useRevealAttributes} from '@site/src/components/Section';
import {contactPath} from '@site/src/data/site';
import styles from './styles.module.css';

export interface CallToActionProps {
  readonly id?: string;
  readonly title: string;
  readonly text: string;
  /** Label of the button; every call to action leads to /contact. */
  readonly label?: string;
}

/** The closing band of a page, leading to the contact page. */
export default function CallToAction({
  id = 'get-started',
  title,
  text,
  label = 'Let’s Talk',
}: CallToActionProps): ReactNode {
  const reveal = useRevealAttributes();
  return (
    <section {...reveal} id={id} aria-labelledby={`${id}-title`} className={styles.band}>
      <div className="container">
        <div className={styles.inner}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <Button to={contactPath} size="lg" variant="secondary">
            {label}
          </Button>
        </div>
      </div>
    </section>
  );
}
