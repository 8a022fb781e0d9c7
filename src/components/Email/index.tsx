import {Children, isValidElement, type ReactNode} from 'react';
import CopyButton from '@site/src/components/CopyButton';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/** The business's email address (src/data/facts/site.json) as a link that starts an email. */
export function EmailLink(): ReactNode {
  return <a href={`mailto:${site.email}`}>{site.email}</a>;
}

/**
 * A button that copies the email address and confirms it with a toast; when the browser refuses,
 * the toast says so and offers to start an email instead. Hidden until the page can run it.
 */
export function CopyEmail({children = 'Copy email'}: {readonly children?: string}): ReactNode {
  return (
    <CopyButton
      text={site.email}
      className={styles.copy}
      measure="copy-email"
      copied={{title: 'Email address copied', description: site.email}}
      failed={{
        title: 'The email address could not be copied',
        description: `Your browser did not allow it. Write to ${site.email} instead.`,
        action: {
          label: 'Write an email',
          altText: `Write to ${site.email} from your email app.`,
          onClick: () => window.location.assign(`mailto:${site.email}`),
        },
      }}>
      {children}
    </CopyButton>
  );
}

/**
 * A line offering email instead of a call, under the hero's buttons. In MDX:
 * `<EmailNote>Prefer to write first? Email me at <EmailLink />. <CopyEmail /></EmailNote>`.
 */
export default function EmailNote({children}: {readonly children: ReactNode}): ReactNode {
  // Written on the tag's line, the sentence is inline text and links: this is its paragraph.
  // Written on lines of their own, Markdown has made them paragraphs already.
  const paragraphs = Children.toArray(children).some(
    (child) => isValidElement(child) && child.type === 'p',
  );
  return paragraphs ? (
    <div className={styles.note}>{children}</div>
  ) : (
    <p className={styles.note}>{children}</p>
  );
}
