/**
 * The rules of an image's text alternative, which the build enforces on every image an author
 * writes in MDX (src/lib/mdx/responsiveImages.ts): a screen reader reads the alt text in place of
 * the image, and search engines read it as the image's description.
 */

/** What a camera, a phone or a screenshot tool names a file, or a word that describes no image. */
const fileNameLike = [
  // photo.jpg, Screenshot 2025-01-01 at 10.00.00.png
  /\.(?:jpe?g|png|gif|webp|avif|svg|heic|heif|tiff?|bmp)$/i,
  // IMG_1234, DSC01234, PXL_20250101_123456, Screenshot_2025-01-01, image-2
  /^(?:img|image|dsc|dscn|dcim|pxl|photo|picture|pic|screenshot|screen\s*shot|capture|untitled|scan)[\s_.-]*[\d\s_.:-]*(?:at[\s\d.:apm-]*)?$/i,
  // 20250101_123456, 1234
  /^[\d\s_.:-]+$/,
];

/** An alt text with its separators made spaces, lowercase: to compare it with a file name. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface AltText {
  /** The alt attribute as written; undefined when there is none. */
  readonly alt: string | undefined;
  /** The author marked the image as decoration (`decorative`): it takes an empty alt. */
  readonly decorative?: boolean;
  /** The image's file (its path as written), to catch an alt that only repeats its name. */
  readonly src?: string;
}

/**
 * What is wrong with an image's alt text, as a sentence that says what to do; undefined when it
 * is acceptable.
 */
export function altTextProblem({alt, decorative = false, src}: AltText): string | undefined {
  const text = alt?.trim();
  if (decorative) {
    return text
      ? `is marked decorative but has alt="${alt}": a decorative image takes alt="" (remove \`decorative\` if the image says something).`
      : undefined;
  }
  const how =
    'Describe what the image shows, as you would to someone on the phone (alt="Search rankings rising from #8 to #1 over a week"); an image that only decorates takes alt="" and `decorative`.';
  if (alt === undefined) return `has no alt text. ${how}`;
  if (!text) return `has an empty alt text but is not marked \`decorative\`. ${how}`;
  const stem = src
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]+$/, '');
  if (fileNameLike.some((pattern) => pattern.test(text)) || (stem && words(stem) === words(text))) {
    return `has alt="${alt}", which is a file name, not a description. ${how}`;
  }
  return undefined;
}
