/** The portrait module that src/plugins/images writes: the photograph, or null for the monogram. */
declare module '@generated/site-images/default/portrait' {
  import type {ResponsiveImageData} from '@site/src/lib/images/types';

  const portrait: ResponsiveImageData | null;
  export default portrait;
}
