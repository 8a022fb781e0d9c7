/**
 * Wrapped (safe): the theme's code block, loaded only by pages that have one.
 *
 * Every MDX page (posts, legal pages, guides, service copy) gets the theme's MDX components, and
 * through them `CodeBlock` with the whole Prism highlighter (about 30 KB gzip), whether or not the
 * page shows any code. Loaded lazily, the highlighter becomes its own chunk that only a page that
 * renders a code block fetches. The server render waits for it (Docusaurus renders with
 * `onAllReady`), so the HTML carries the highlighted code; in the browser the server's markup stays
 * in place until the chunk has arrived and hydrated.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const OriginalCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre className={props.className}>{props.children}</pre>}>
      <OriginalCodeBlock {...props} />
    </Suspense>
  );
}
