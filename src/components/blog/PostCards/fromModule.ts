import type {PostCard} from '@site/src/lib/content/types';

/**
 * The card a post's module exports (`card`, appended to every post by
 * src/plugins/content/postExports.cjs), read from the module as Docusaurus hands it to a page.
 */
export function postCardOf(content: unknown): PostCard {
  const {card, metadata} = content as {card?: PostCard; metadata?: {permalink?: string}};
  if (!card) {
    throw new Error(
      `The post ${metadata?.permalink ?? ''} came without its card: the content plugin's loader (src/plugins/content/postExports.cjs) adds one to every post of the blog's folder. Check that the plugin is configured with the blog's path.`,
    );
  }
  return card;
}
