import {blogFrontMatterSchemas} from './content/schema';
import {lastUpdateProblem} from './postUpdate';

/**
 * Checks every blog post's front matter at build time. Docusaurus would silently derive a missing
 * title from the first heading and a missing date from the file name; a post on this site must
 * state them, and name at least one of the blog's authors.
 */
const requiredBlogFields = Object.entries(blogFrontMatterSchemas.post.shape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([field]) => field);

export interface BlogPostLike {
  readonly metadata: {
    readonly source: string;
    readonly frontMatter: Record<string, unknown>;
    readonly date?: Date | string;
  };
}

function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) {
    return true;
  }
  if (typeof value === 'string') {
    return value.trim() === '';
  }
  if (Array.isArray(value)) {
    return value.length === 0;
  }
  return false;
}

/** The required fields a post's front matter lacks, in the order of requiredBlogFields. */
export function missingBlogFields(frontMatter: Record<string, unknown>): string[] {
  return requiredBlogFields.filter((field) => isMissing(frontMatter[field]));
}

/** Throws one error naming every post and field at fault. */
export function validateBlogPosts(posts: readonly BlogPostLike[]): void {
  const problems = posts.flatMap(({metadata}) => {
    const file = metadata.source.replace(/^@site\//, '');
    const update =
      metadata.date === undefined
        ? undefined
        : lastUpdateProblem(metadata.frontMatter, metadata.date);
    const redirects = blogFrontMatterSchemas.post.shape.redirect_from.safeParse(
      metadata.frontMatter.redirect_from,
    );
    return [
      ...missingBlogFields(metadata.frontMatter).map(
        (field) => `${file}: front matter "${field}" is required`,
      ),
      ...(update ? [`${file}: ${update}`] : []),
      ...(redirects.success
        ? []
        : [
            `${file}: front matter "redirect_from": ${redirects.error.issues[0]?.message ?? 'expected a list of addresses'}, such as /blog/old-slug`,
          ]),
    ];
  });
  if (problems.length > 0) {
    throw new Error(
      `Invalid blog post front matter:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
