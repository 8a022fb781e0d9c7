/**
 * The blog's posts as cards, for every page that lists them: one JavaScript module per post
 * (`post-cards/KEY.js`: its title, date, reading time, description, tags and picture through the
 * image pipeline) and one per post of the posts it suggests (`post-related/KEY.js`), written when
 * the site's content is loaded, KEY being the post's file as a file name (./postKey.cjs, which
 * ./postExports.cjs uses to import them).
 *
 * They reach the pages three ways, each loading only the cards it shows:
 *   - every post's own module exports its card (`card`) and, on its page, the cards it suggests
 *     (`relatedPosts`): ./postExports.cjs appends them to each post the blog plugin compiles, so
 *     the blog's index and tag pages find each listed post's card beside its metadata;
 *   - the archive, which this plugin routes, loads one module of the cards of every listed post;
 *   - an author's profile loads one module of the cards of the author's posts.
 * A list is one module, not one per post, so that a route outside the blog (the author's profile)
 * adds one entry to the route table every page loads, however many posts there are.
 *
 * A post's picture is the `image` of its front matter (a JPEG, PNG or WebP file beside the post or
 * under static/), or else its social card, the same 1200×630 drawing as its og:image
 * (src/plugins/socialImages), drawn here into the plugin's generated folder so that the pipeline
 * can make its WebP and JPEG copies.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {aliasedSitePath} from '@docusaurus/utils';

import type {ContentModel} from '../../lib/content/model';
import {frontMatterLine, type ContentProblem} from '../../lib/content/errors';
import {relatedPosts} from '../../lib/content/related';
import type {PostCard} from '../../lib/content/types';
import {responsiveImageLoader} from '../../lib/mdx/responsiveImages';
import {cardContentOf, socialCards} from '../socialImages/cache';
import {postKey as postKeyOfPath} from './postKey.cjs';

/** Folders of the plugin's generated data. */
export const postCardsDir = 'post-cards';
export const relatedPostsDir = 'post-related';
const postListsDir = 'post-lists';

/**
 * What the image pipeline makes of a post's picture: a card is drawn a third of the page wide at
 * most (up to twice that on a sharp screen), so nothing wider than 960 px. A social card is flat
 * colour and type: WebP and JPEG, without AVIF, by far the slowest to encode, which saves little
 * on flat colour.
 */
const pictureVariants = {
  photo: {maxWidth: 960},
  socialCard: {maxWidth: 960, modern: ['webp'], fallback: 'jpeg'},
} as const;

/** A file's key among the posts' modules, from its `@site/…` path. */
const postKey = (aliasedSource: string): string =>
  postKeyOfPath(aliasedSource.replace(/^@site\//, ''));

/** The module id of a generated data file of the content plugin. */
export function generatedModule(pluginName: string, ...parts: string[]): string {
  return ['@generated', pluginName, 'default', ...parts].join('/');
}

/** The module of a post's card. */
export const cardModule = (pluginName: string, aliasedSource: string): string =>
  generatedModule(pluginName, postCardsDir, `${postKey(aliasedSource)}.js`);

/** The module of the cards a post suggests. */
export const relatedModule = (pluginName: string, aliasedSource: string): string =>
  generatedModule(pluginName, relatedPostsDir, `${postKey(aliasedSource)}.js`);

/** `!!responsive-image-loader?{options}!request`: a picture through the pipeline. */
function pictureRequest(request: string, variant: object): string {
  return `!!${responsiveImageLoader}?${JSON.stringify(variant)}!${request}`;
}

const imageFile = /\.(?:jpe?g|png|webp)$/i;

/**
 * The file a post's `image` names, as the bundler resolves it (`@site/…`); undefined for a post
 * without one. A mistake (a web address, a missing file, another format) is added to `problems`.
 */
export async function ownPicture(
  post: BlogPost,
  {siteDir, staticDirs}: {readonly siteDir: string; readonly staticDirs: readonly string[]},
  problems: ContentProblem[],
): Promise<string | undefined> {
  const {source, frontMatter} = post.metadata;
  const image = frontMatter.image as unknown;
  if (image === undefined || image === null) return undefined;
  const relative = source.replace(/^@site\//, '');
  const file = path.join(siteDir, relative);
  const report = async (message: string) => {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    problems.push({file: relative, line: frontMatterLine(text, 'image'), field: 'image', message});
    return undefined;
  };
  if (typeof image !== 'string' || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(image)) {
    return report(
      'name a picture of the site: a JPEG or PNG file beside the post ("./cover.jpg") or under static/ ("/img/cover.jpg"). The build makes its sizes; a web address cannot be.',
    );
  }
  const candidates = image.startsWith('/')
    ? staticDirs.map((dir) => path.join(dir, image))
    : [path.resolve(path.dirname(file), image)];
  let found: string | undefined;
  for (const candidate of candidates) {
    if (
      await fs.stat(candidate).then(
        (stat) => stat.isFile(),
        () => false,
      )
    ) {
      found = candidate;
      break;
    }
  }
  if (!found) {
    return report(
      `"${image}" names no file. Save the picture there (relative to the post, or under static/ for a path starting with "/"), or correct the name.`,
    );
  }
  if (!imageFile.test(found)) {
    return report(`"${image}" is not a JPEG, PNG or WebP file: save the picture as .jpg.`);
  }
  return aliasedSitePath(found, siteDir);
}

/** The social card's file name: the post's slug, so that its copies are named after it. */
function cardFileName(permalink: string): string {
  const slug = permalink
    .split('/')
    .filter(Boolean)
    .slice(1)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'post'}.png`;
}

/** Writes `content` unless the file holds it already (a rewrite would rebuild the page in `npm start`). */
async function writeIfChanged(file: string, content: Buffer): Promise<void> {
  const current = await fs.readFile(file).catch(() => undefined);
  if (current?.equals(content)) return;
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, content);
}

/** What a post's card shows, but its picture. */
export function cardOf(post: BlogPost): Omit<PostCard, 'image'> {
  const {permalink, title, date, readingTime, description, tags} = post.metadata;
  return {
    path: permalink,
    title,
    date: new Date(date).toISOString().slice(0, 10),
    ...(typeof readingTime === 'number' ? {readingTime} : {}),
    description,
    tags: tags.map((tag) => ({label: tag.label, path: tag.permalink})),
  };
}

/** The source of a module: `import` lines, then `export default` of a value that names them. */
function moduleText(imports: readonly [name: string, request: string][], value: string): string {
  return `${imports
    .map(([name, request]) => `import ${name} from ${JSON.stringify(request)};\n`)
    .join('')}export default ${value};\n`;
}

export interface PostModulesContext {
  readonly pluginName: string;
  readonly siteDir: string;
  /** The plugin's generated data folder (where `createData` writes). */
  readonly dataDir: string;
  readonly staticDirs: readonly string[];
  readonly createData: (name: string, data: string) => Promise<string>;
}

/**
 * Writes the card and the suggestions of every post of `blog`; returns the module of each post's
 * card by the post's `@site/…` path.
 */
export async function writePostModules(
  blog: BlogContent,
  model: ContentModel,
  context: PostModulesContext,
  problems: ContentProblem[],
): Promise<Map<string, string>> {
  const {pluginName, siteDir, dataDir, staticDirs, createData} = context;
  const draw = await socialCards(siteDir);
  const cards = new Map<string, string>();
  for (const post of blog.blogPosts) {
    const {source, permalink} = post.metadata;
    const key = postKey(source);
    let picture = await ownPicture(post, {siteDir, staticDirs}, problems);
    let variant: object = pictureVariants.photo;
    if (!picture) {
      const entry = model.get(permalink);
      if (!entry) throw new Error(`The content model has no entry for the post ${permalink}`);
      const name = cardFileName(permalink);
      await writeIfChanged(
        path.join(dataDir, postCardsDir, key, name),
        await draw(cardContentOf(model, entry)),
      );
      picture = generatedModule(pluginName, postCardsDir, key, name);
      variant = pictureVariants.socialCard;
    }
    await createData(
      `${postCardsDir}/${key}.js`,
      moduleText(
        [['image', pictureRequest(picture, variant)]],
        `{...${JSON.stringify(cardOf(post))}, image}`,
      ),
    );
    cards.set(source, cardModule(pluginName, source));
  }

  const relatable = blog.blogPosts.map((post) => ({
    post,
    path: post.metadata.permalink,
    date: new Date(post.metadata.date).toISOString().slice(0, 10),
    tags: post.metadata.tags.map((tag) => tag.permalink),
    unlisted: post.metadata.unlisted,
  }));
  for (const item of relatable) {
    const chosen = relatedPosts(item, relatable);
    await createData(
      `${relatedPostsDir}/${postKey(item.post.metadata.source)}.js`,
      moduleText(
        chosen.map((other, index) => [
          `post${index}`,
          cardModule(pluginName, other.post.metadata.source),
        ]),
        `[${chosen.map((_, index) => `post${index}`).join(', ')}]`,
      ),
    );
  }
  return cards;
}

/**
 * Writes the module of a list of posts' cards (`post-lists/NAME.js`, its default export the cards
 * in the order given) and returns it.
 */
export async function writeCardList(
  context: Pick<PostModulesContext, 'pluginName' | 'createData'>,
  name: string,
  sources: readonly string[],
  cards: ReadonlyMap<string, string>,
): Promise<string> {
  const modules = sources.map((source) => {
    const card = cards.get(source);
    if (!card) throw new Error(`The post ${source} has no card module`);
    return card;
  });
  const file = `${name.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.js`;
  await context.createData(
    `${postListsDir}/${file}`,
    moduleText(
      modules.map((module, index) => [`post${index}`, module]),
      `[${modules.map((_, index) => `post${index}`).join(', ')}]`,
    ),
  );
  return generatedModule(context.pluginName, postListsDir, file);
}
