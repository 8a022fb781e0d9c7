/**
 * The attributes of a `<picture>` from the pipeline's description of an image
 * (src/lib/images/types.ts): kept apart from the component so that they are unit-tested.
 */
import type {RenditionSet, ResponsiveImageData} from './types';

/** `srcset`: each file with its width descriptor, narrowest first. */
export function srcSetOf(set: RenditionSet): string {
  return [...set.files]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ');
}

/**
 * The `src` of the `<img>`, for a browser that reads no `srcset` (and for the Markdown twin): the
 * narrowest fallback file at least `preferred` pixels wide, else the widest there is.
 */
export function defaultSrcOf(image: ResponsiveImageData, preferred = 640): string {
  const files = [...image.fallback.files].sort((a, b) => a.width - b.width);
  const file = files.find((candidate) => candidate.width >= preferred) ?? files[files.length - 1];
  if (!file) throw new Error('An image of the pipeline has no files');
  return file.url;
}

/** The loading attributes: the page's main image (its LCP element) first, every other one lazily. */
export function loadingOf(priority: boolean): {
  loading: 'eager' | 'lazy';
  decoding: 'auto' | 'async';
  fetchPriority?: 'high';
} {
  return priority
    ? {loading: 'eager', decoding: 'auto', fetchPriority: 'high'}
    : {loading: 'lazy', decoding: 'async'};
}
