/**
 * The content model as docusaurus.config.ts needs it, before any plugin has loaded: the MDX pages
 * of src/content/, with the blog's and the knowledge base's index pages standing in for the
 * sections their plugins add later. The navbar, the footer and the site-wide structured data are
 * built from it. The content plugin assembles the whole model, posts and guides included, from the
 * same files through the same functions.
 */
import {sections} from '../../data/sections';
import {pluginEntry} from './entry';
import {assertNoProblems, type ContentProblem} from './errors';
import {readContentFiles} from './files';
import {buildModel, type ContentModel} from './model';

export function readSiteModel(siteDir: string): ContentModel {
  const problems: ContentProblem[] = [];
  const files = readContentFiles(siteDir, problems);
  assertNoProblems(problems);
  const section = (key: 'blog' | 'resources') =>
    pluginEntry({
      kind: key === 'blog' ? 'listing' : 'guide',
      path: sections[key].path,
      title: sections[key].name,
      name: sections[key].name,
      // Stands in for the section's index page, which its plugin describes.
      description: `The ${sections[key].name.toLowerCase()} of the site, listed by its own plugin.`,
      parent: '/',
      position: sections[key].position,
    });
  return buildModel({files, external: [section('blog'), section('resources')]});
}
