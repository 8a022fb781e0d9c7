/**
 * The page of /admin: Sveltia CMS, bundled from npm with its fonts (no script, style or font from
 * another origin), reading its configuration from ./config.json beside the page (generated from
 * the content model's schemas: ../config.ts), with the site's field for MDX bodies. Nothing of it
 * is loaded by any other page of the site (src/plugins/editor).
 */
import './manualInit';
import CMS from '@sveltia/cms';

import {mdxControl} from './mdxField';

CMS.registerFieldType('mdx', mdxControl);
void CMS.init();
