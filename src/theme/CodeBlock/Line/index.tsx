/**
 * Ejected from @docusaurus/theme-classic (CodeBlock/Line; small). Changed: a line is a `<span>`,
 * not a `<div>`. The line sits inside `<code>`, which may hold only phrasing content, so the
 * upstream `<div>` makes every code block invalid HTML (html-validate: element-permitted-content).
 * Each line still ends with its `<br>`, so lines break as before; highlighted lines and numbered
 * lines keep their `display` from the theme's CSS (./styles.module.css, copied unchanged).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

type Token = Props['line'][number];

// Upstream: the <br/> keeps an empty line from collapsing (facebook/docusaurus#11565).
function LineBreak(): ReactNode {
  return <br />;
}

// Upstream: a line holding only '\n' becomes '' so that it does not break twice.
function fixLineBreak(line: Token[]): Token[] {
  const singleLineBreakToken = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) return [{...singleLineBreakToken, content: ''}];
  return line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
