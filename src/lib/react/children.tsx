import {Children, isValidElement, type ReactNode} from 'react';

/** Block elements MDX writes for Markdown: a paragraph, a list, a heading. */
const blockTags = new Set(['p', 'ul', 'ol', 'div', 'h2', 'h3', 'h4', 'blockquote', 'table', 'pre']);

/**
 * Whether MDX children are blocks (Markdown written on lines of their own, as paragraphs) rather
 * than inline text (written on the same line as the component's tag). Components wrap inline text
 * in a paragraph themselves, so an author may write either.
 */
function isBlockContent(children: ReactNode): boolean {
  return Children.toArray(children).some(
    (child) =>
      isValidElement(child) &&
      (typeof child.type !== 'string' || blockTags.has(child.type)) &&
      !(typeof child.type === 'string' && ['a', 'strong', 'em', 'code'].includes(child.type)),
  );
}

/** MDX children as a paragraph, unless they already are blocks. */
export function asBlocks(children: ReactNode, paragraphClassName?: string): ReactNode {
  return isBlockContent(children) ? children : <p className={paragraphClassName}>{children}</p>;
}
