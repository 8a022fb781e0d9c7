/**
 * The lengths search results show in full: the rules every page's title and description follow.
 * Plain JavaScript, so that the content model (TypeScript) and the self-audit of the built pages
 * (tests/seo/audit.mjs, run by Node) read the same figures.
 */

/** A document title, site name included, shows in full up to about 60 characters. */
export const maxTitleLength = 60;

/** A meta description is shown in full between about 50 and 160 characters. */
export const descriptionLength = Object.freeze({min: 50, max: 160});
