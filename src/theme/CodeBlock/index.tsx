/**
 * Replaced (unsafe, small): draws a code block whose lines were highlighted by Shiki when the site
 * was built (src/lib/mdx/highlightCode.ts), so that no page loads or runs a highlighter.
 *
 * The theme's code block tokenizes in the browser with Prism (prism-react-renderer, downloaded,
 * evaluated and run during hydration). Here the MDX already holds the highlighted lines as
 * elements, and their colors come from the site's stylesheet in both color modes
 * (src/plugins/codeStyles). This component keeps what the theme's block offers:
 *   - the title of the meta string (```html title="index.html"), above the code; without one, the
 *     language;
 *   - line numbers (`showLineNumbers`), highlighted lines (`{1,3-5}`, the magic comments) and
 *     added and removed lines (diff), all drawn by CSS: a number and a `+` or `−` in a gutter
 *     before the line, a bar beside a highlighted line, so that a mark is never color alone; the
 *     gutter's signs are announced by screen readers ("added", "removed", "highlighted") through
 *     the alternative text of their CSS content, and the line numbers are not;
 *   - a copy button (src/components/CopyButton: a real button with a visible focus ring) that
 *     copies the text of the block, which is exactly the code (line numbers and signs are CSS,
 *     the notation comments were removed when the block was built), and confirms it with a
 *     toast, which the toast viewport's live region announces;
 *   - long lines scroll sideways rather than wrap, in a container that the keyboard can reach
 *     (`tabIndex=0`) and that is named after the block, as axe asks of a scrollable region.
 * Not kept: the word-wrap button, which no content uses. A code block that was not highlighted
 * (children as a string: a direct use of this component) is drawn the same way, as plain text.
 */
import {Fragment, useId, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import CopyButton from '@site/src/components/CopyButton';
import styles from './styles.module.css';

/**
 * A title with a line-break opportunity after each slash: a file path
 * (`/etc/nginx/conf.d/example.com.conf`) that does not fit on a phone wraps between its folders,
 * not in the middle of a name.
 */
function breakableTitle(title: ReactNode): ReactNode {
  if (typeof title !== 'string' || !title.includes('/')) return title;
  const parts = title.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

export default function CodeBlock({
  children,
  className,
  title,
  language,
  showLineNumbers,
}: Props): ReactNode {
  const codeRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const languageClass = lang ? `language-${lang}` : undefined;
  const content = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    <div className={clsx(styles.block, 'theme-code-block', languageClass)}>
      <div className={styles.header}>
        {title ? (
          <span id={titleId} className={styles.title}>
            {breakableTitle(title)}
          </span>
        ) : (
          lang && (
            // The language names the block, it is not the page's text: search leaves it out.
            <span className={styles.language} data-pagefind-ignore="all">
              {lang}
            </span>
          )
        )}
        <CopyButton
          text={() => codeRef.current?.textContent ?? ''}
          className={styles.copy}
          copied={{title: 'Code copied'}}
          failed={{
            title: 'The code could not be copied',
            description: 'Your browser did not allow it. Select the code and copy it instead.',
          }}>
          Copy<span className="sr-only"> code</span>
        </CopyButton>
      </div>
      <pre
        // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : `Code${lang ? ` (${lang})` : ''}`}
        className={clsx(
          'code-block',
          languageClass,
          styles.code,
          showLineNumbers && styles.lineNumbers,
        )}>
        <code ref={codeRef}>{content}</code>
      </pre>
    </div>
  );
}
