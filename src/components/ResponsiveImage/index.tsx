import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {defaultSrcOf, loadingOf, srcSetOf} from '@site/src/lib/images/srcset';
import type {ResponsiveImageData} from '@site/src/lib/images/types';
import styles from './styles.module.css';

/**
 * How wide the image is drawn, for the browser's choice among the widths: the reading measure of
 * articles and posts (46rem) on wide screens, the viewport's width on narrow ones.
 */
export const articleSizes = '(min-width: 50rem) 46rem, 100vw';

export interface ImageProps {
  /**
   * The image, from the pipeline. In MDX, write `src="./photo.jpg"`: the build replaces it with
   * this (src/lib/mdx/responsiveImages.ts).
   */
  readonly image: ResponsiveImageData;
  /** What the image shows. Required; an empty alt only with `decorative`. */
  readonly alt: string;
  /** The image only decorates: screen readers skip it. */
  readonly decorative?: boolean;
  /**
   * The page's main image, the largest thing on its first screen (its LCP element): loaded at once
   * and first. Every other image loads as it nears the screen.
   */
  readonly priority?: boolean;
  /** The `sizes` attribute: how wide the image is drawn (default: the reading measure). */
  readonly sizes?: string;
  readonly className?: string;
}

/**
 * An image of the pipeline as a `<picture>`: AVIF, then WebP, then the original format, each at
 * the widths the pipeline made, with the intrinsic `width` and `height` set so the browser reserves
 * its box before it arrives (no layout shift), and a tiny blurred copy behind it until then.
 * In MDX: `<Image src="./chart.png" alt="…" />`.
 */
export default function Image({
  image,
  alt,
  decorative = false,
  priority = false,
  sizes = articleSizes,
  className,
}: ImageProps): ReactNode {
  const placeholder: CSSProperties | undefined = image.placeholder
    ? {backgroundImage: `url(${image.placeholder})`}
    : undefined;
  return (
    <picture className={clsx(styles.picture, className)}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetOf(source)} sizes={sizes} />
      ))}
      <img
        className={clsx(styles.image, placeholder && styles.placeholder)}
        src={defaultSrcOf(image)}
        srcSet={srcSetOf(image.fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : alt}
        // A decorative image is skipped by assistive technology (and left out of the Markdown
        // twin). Its empty alt says so; aria-hidden is the one ARIA attribute HTML allows beside
        // it (a role beside an empty alt is not conforming HTML).
        aria-hidden={decorative ? true : undefined}
        style={placeholder}
        {...loadingOf(priority)}
      />
    </picture>
  );
}

export interface FigureProps extends ImageProps {
  /** The caption under the image; or write it between the tags. */
  readonly caption?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * An image with its caption: `<Figure src="./rankings.png" alt="…" caption="…" />`. The alt text
 * says what the image shows; the caption says what to make of it.
 */
export function Figure({caption, children, className, ...image}: FigureProps): ReactNode {
  const text = caption ?? children;
  return (
    <figure className={clsx(styles.figure, className)}>
      <Image {...image} />
      {text && <figcaption className={styles.caption}>{text}</figcaption>}
    </figure>
  );
}
