/**
 * What the image pipeline (src/plugins/images/loader.cjs) hands the components for one image: its
 * size and its renditions, each file with its URL and width. The components render it as a
 * `<picture>` (src/components/ResponsiveImage).
 */
export interface Rendition {
  readonly url: string;
  /** Its width in pixels: the `w` descriptor of `srcset`. */
  readonly width: number;
}

export interface RenditionSet {
  /** The MIME type of the files: `type` of the `<source>`. */
  readonly type: string;
  /** Narrowest first. */
  readonly files: readonly Rendition[];
}

export interface ResponsiveImageData {
  /** Size of the widest rendition: the `width` and `height` of the `<img>`. */
  readonly width: number;
  readonly height: number;
  /** A tiny blurred copy (a `data:` URL), shown until the image arrives; none for transparent images. */
  readonly placeholder?: string;
  /** The modern formats, in the order the browser should prefer them (AVIF, then WebP). */
  readonly sources: readonly RenditionSet[];
  /** The original format (JPEG or PNG), for the `<img>` itself. */
  readonly fallback: RenditionSet;
}
