/**
 * The page of /admin: Sveltia CMS, bundled from npm with its fonts (no script, style or font from
 * another origin), reading its configuration from ./config.json beside the page (generated from
 * the content model's schemas: ../config.ts), with the site's field for MDX bodies. Nothing of it
 * is loaded by any other page of the site (src/plugins/editor).
 */
import './manualInit';
import CMS from '@sveltia/cms';

import {mdxControl} from './mdxField';
import {offSwitches, optionalSwitches} from './switches';

/** The configuration the page names, which the editor reads too. */
const configUrl =
  document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? 'config.json';
const switches = fetch(configUrl)
  .then((response) => response.json())
  .then(optionalSwitches);

/**
 * The editor adds a viewport of its own that forbids zooming (`maximum-scale=1`): on a phone, an
 * owner who needs larger text could not pinch to get it. Each viewport it writes keeps its other
 * settings and loses that one (WCAG 1.4.4), whenever the editor writes it.
 */
function allowZoom(): void {
  for (const meta of document.head.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
    const parts = meta.content.split(',').map((part) => part.trim());
    const allowed = parts.filter((part) => !/^(?:maximum-scale|user-scalable)\s*=/i.test(part));
    if (allowed.length !== parts.length) meta.content = allowed.join(', ');
  }
}
new MutationObserver(allowZoom).observe(document.head, {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['content'],
});

CMS.registerFieldType('mdx', mdxControl);
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({entry}) => {
    const off = offSwitches(
      entry.get('data').toJS() as Record<string, unknown>,
      (await switches).get(entry.get('collection') as string) ?? [],
    );
    return off.reduce((edited, name) => edited.deleteIn(['data', name]), entry);
  },
});
void CMS.init();
