/**
 * The content model of the site's own pages for the unit tests, which run without a build: the MDX
 * pages of src/content/, with the blog's and the knowledge base's index pages standing in for the
 * sections their plugins add in a build. The build's content plugin assembles the whole model,
 * posts and guides included, from the same files through the same functions.
 */
import {sections} from '../sections';
import {pluginEntry} from '../../lib/content/entry';
import {assertNoProblems, type ContentProblem} from '../../lib/content/errors';
import {readContentFiles} from '../../lib/content/files';
import {buildModel, type ContentModel} from '../../lib/content/model';

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
