/**
 * The browser editor at /admin (Sveltia CMS): the owner changes pages, posts, guides and the
 * site's facts from a browser, and each change is a draft pull request that the checks judge
 * before it is published (the authors' guide, "Publish from a browser").
 *
 * - Its page and bundle are made from npm (./bundle.ts) into a static folder of their own, which
 *   docusaurus.config.ts serves beside static/: no script or font from another origin, and nothing
 *   of it in the bundles of the site's pages.
 * - Its configuration, /admin/config.json, is made from the content model's schemas (./config.ts)
 *   by every build and start, into a static folder of its own (./configFile.ts): never committed.
 * - No page links to it: it is in no sitemap, Markdown twin, llms.txt, search index or menu, and
 *   its page and the hosting rules ask search engines not to index it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {ensureEditorBundle} from './bundle';
import {writeEditorConfig} from './configFile';

export default function editorPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-editor',
    async loadContent() {
      writeEditorConfig(context.siteDir);
      const started = performance.now();
      if (await ensureEditorBundle(context.siteDir)) {
        console.log(
          `[editor] /admin bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    },
  };
}
