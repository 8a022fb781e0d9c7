/**
 * The one function of react-dom/server that the tests of this folder use (the project has no
 * @types/react-dom): they render prism-react-renderer's `Highlight`, and highlighted lines, to
 * compare with what the build writes.
 */
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToStaticMarkup(node: ReactNode): string;
}
