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
