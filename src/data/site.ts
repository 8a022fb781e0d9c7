import {authorsBase} from './sections';

import data from './facts/site.json';
import type {SiteIdentity} from './schemas';

export type {SiteIdentity} from './schemas';

/**
 * The one source of the site's identity, ./facts/site.json (checked against its schema by the build:
 * ./schemas.ts). Every page, the navbar, the footer, the legal pages, structured data and feeds
 * read these values: changing them rebrands the whole site. Its texts are shown as written (the
 * pages' front matter and bodies may name its facts, `{site.name}`; the identity itself may not).
 */
export const site = data as SiteIdentity;

/** The path of the consultant's author profile (src/content/authors/KEY.mdx). */
export const authorPath = `${authorsBase}/${site.authorKey}`;

/** The logo (static/img/logo.svg): the navbar's, the structured data's and the editor's. */
export const logoPath = '/img/logo.svg';

/** Where every call to action leads. */
export const contactPath = '/contact';
