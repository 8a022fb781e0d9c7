/** Types of ./loader.cjs, for its tests. */
export interface RenditionFile {
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  width: number;
  name: string;
}
export interface EncodedImage {
  width: number;
  height: number;
  fallback: 'jpeg' | 'png';
  /** The modern formats made, in the browser's order of preference (default: AVIF, WebP). */
  modern?: ('avif' | 'webp')[];
  placeholder?: string;
  files: (RenditionFile & {content: Buffer})[];
}
/** What one import asks of the pipeline (the loader's options), checked. */
export interface Variant {
  widths: number[];
  modern: ('avif' | 'webp')[];
  fallback?: 'jpeg' | 'png';
}
export declare function variantOf(options?: {
  maxWidth?: unknown;
  modern?: unknown;
  fallback?: unknown;
}): Variant;
export declare const candidateWidths: readonly number[];
export declare function selectWidths(
  originalWidth: number,
  candidates?: readonly number[],
): number[];
export declare function scaledHeight(
  original: {width: number; height: number},
  width: number,
): number;
export declare function fallbackFormat(
  inputFormat: string | undefined,
  asked?: 'jpeg' | 'png',
): 'jpeg' | 'png';
export declare function renditionName(
  sourceFile: string,
  width: number,
  format: string,
  content: Buffer,
): string;
export declare function moduleSource(
  image: Omit<EncodedImage, 'files'> & {files: RenditionFile[]},
): string;
export declare function renditions(
  source: Buffer,
  sourceFile: string,
  cacheRoot: string,
  variant?: Variant,
): Promise<EncodedImage>;
