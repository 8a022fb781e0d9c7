import {Children, isValidElement, type ReactNode} from 'react';

/** A component that knows the text it renders from its props (a price from the plans). */
interface TextOf<P> {
  readonly textOf?: (props: P) => string;
}

/**
 * The text a React tree shows, as the server renders it: strings and numbers in order, element by
 * element, and what a component with a `textOf` static says it renders. It lets a component state
 * in its structured data exactly the words it shows (an FAQ's answers), on the server and in the
 * browser alike.
 */
export function textOf(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (child: ReactNode) => {
    if (typeof child === 'string' || typeof child === 'number') {
      parts.push(String(child));
      return;
    }
    if (!isValidElement(child)) return;
    const props = child.props as {children?: ReactNode};
    const textOfType = (child.type as TextOf<unknown>).textOf;
    if (typeof child.type === 'function' && typeof textOfType === 'function') {
      parts.push(textOfType(props));
      return;
    }
    const blockLike =
      typeof child.type === 'string' && /^(p|li|h[1-6]|div|ul|ol|blockquote|br)$/.test(child.type);
    if (blockLike) parts.push(' ');
    Children.forEach(props.children, walk);
    if (blockLike) parts.push(' ');
  };
  Children.forEach(node, walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
