/**
 * The lengths the pages use, in the browser, to compose a title or a description from parts: the
 * site name joins a title of up to 60 characters, and a composed description is cut at 160
 * characters. These are not the rules: a search result cuts by width, and the content model and
 * the self-audit measure every title and description by it (./serp.mjs). Characters are kept here
 * so that the browser carries no table of Arial's widths; the rules catch what they let through.
 */

/** The site name joins a title whose result, site name included, is at most 60 characters. */
export const maxTitleLength = 60;

/** A description composed from parts is cut at a word within 160 characters. */
export const descriptionLength = Object.freeze({min: 50, max: 160});
