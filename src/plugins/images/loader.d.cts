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
  placeholder?: string;
  files: (RenditionFile & {content: Buffer})[];
}
export declare const candidateWidths: readonly number[];
export declare function selectWidths(
  originalWidth: number,
  candidates?: readonly number[],
): number[];
export declare function scaledHeight(
  original: {width: number; height: number},
  width: number,
): number;
export declare function fallbackFormat(inputFormat: string | undefined): 'jpeg' | 'png';
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
): Promise<EncodedImage>;
