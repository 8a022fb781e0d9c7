// Sveltia CMS starts by itself when its module runs, unless this flag is set first: the site
// registers its MDX field (./mdxField.ts) before the editor reads its configuration. A module of
// its own, imported before the editor's, so that it runs first.
(window as unknown as {CMS_MANUAL_INIT: boolean}).CMS_MANUAL_INIT = true;
