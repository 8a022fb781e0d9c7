/**
 * A loader of the editor's bundle (./bundle.ts) for Sveltia CMS's npm build: its interface's
 * stylesheet declares its three fonts twice, once from the site (files of the package, which the
 * bundle serves) and once from a font CDN (jsDelivr). The browser uses the site's, but under the
 * editor's Content-Security-Policy each CDN declaration is a console error, and offline a request
 * that cannot succeed. The CDN declarations are removed.
 *
 * This reaches into the package's code: if no declaration of a CDN font is found, or one is left,
 * the bundle fails, saying so (an upgrade has changed how the editor loads its fonts).
 */
const cdnFontFace = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;

module.exports = function removeCdnFonts(source) {
  const removed = source.match(cdnFontFace)?.length ?? 0;
  const result = source.replace(cdnFontFace, '');
  if (removed === 0 || result.includes('cdn.jsdelivr.net/fontsource')) {
    throw new Error(
      `[editor] Sveltia CMS's declarations of its fonts on jsDelivr were not found where src/plugins/editor/loader.cjs expects them (${removed} removed): an upgrade has changed how it loads its fonts. Check that /admin loads its fonts from the site, then change the loader.`,
    );
  }
  return result;
};
