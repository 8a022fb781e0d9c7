/** The portrait module that src/plugins/images writes: the photograph, or null for the monogram. */
declare module '@generated/site-images/default/portrait' {
  import type {ResponsiveImageData} from '@site/src/lib/images/types';
  import type ResponsiveImage from '@site/src/components/ResponsiveImage';

  const portrait: ResponsiveImageData | null;
  export default portrait;
  /** The component that draws the photograph: null without one, so that it is not bundled. */
  export const Image: typeof ResponsiveImage | null;
}

/** The badges of the certifications that src/plugins/images writes, by certification title. */
declare module '@generated/site-images/default/badges' {
  import type {ResponsiveImageData} from '@site/src/lib/images/types';
  import type ResponsiveImage from '@site/src/components/ResponsiveImage';

  const badges: Readonly<Record<string, ResponsiveImageData>>;
  export default badges;
  /** The component that draws them: null without any, so that it is not bundled. */
  export const Image: typeof ResponsiveImage | null;
}
