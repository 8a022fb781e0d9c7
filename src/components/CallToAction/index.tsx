import type {ReactNode} from 'react';
import Actions from '@site/src/components/Actions';
import Button from '@site/src/components/Button';
import Portrait from '@site/src/components/Portrait';
import {useRevealAttributes} from '@site/src/components/Section';
import {contactPath} from '@site/src/data/site';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface CallToActionProps {
  readonly id?: string;
  readonly title: string;
  /** Label of the button; every call to action leads to the contact page. */
  readonly action?: string;
  /**
   * The consultant's portrait above the title (default). Off where the person is already beside
   * the invitation (the author under a post).
   */
  readonly portrait?: boolean;
  /** A sentence or two above the button. */
  readonly children: ReactNode;
}

/**
 * The closing invitation of a page: the consultant's portrait, a title, a sentence and the
 * brand's primary button to the contact page, on a panel of the brand's tint (the button holds
 * 3:1 against it, its label 4.5:1, in both color modes). In MDX:
 *
 *     <CallToAction title="Ready to Grow?" action="Start Your Audit">
 *     Tell me where you want to be in a year.
 *     </CallToAction>
 */
export default function CallToAction({
  id = 'get-started',
  title,
  action = 'Let’s Talk',
  portrait = true,
  children,
}: CallToActionProps): ReactNode {
  const reveal = useRevealAttributes();
  return (
    <section {...reveal} id={id} aria-labelledby={`${id}-title`} className={styles.invitation}>
      <div className="container">
        <div className={styles.panel}>
          {/* The invitation is to talk to a person: their face, named by the button's page. */}
          {portrait && <Portrait size={72} decorative className={styles.portrait} />}
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <div className={styles.text}>{asBlocks(children)}</div>
          <Actions centred>
            <Button to={contactPath} size="lg">
              {action}
            </Button>
          </Actions>
        </div>
      </div>
    </section>
  );
}
