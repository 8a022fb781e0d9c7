/**
 * The HTML of /admin. Search engines are asked not to index it (here and in the hosting rules), it
 * names no other page, and it loads the editor's script and configuration from the site itself.
 * Without JavaScript it says what the page is and where the authors' guide explains it.
 */
import {editorPath} from './where.mjs';

/** The editor's configuration, beside the page (static/admin/config.json). */
export const configFile = 'config.json';

export function editorPage(script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Site editor</title>
<link rel="cms-config-url" type="application/json" href="${editorPath}/${configFile}">
<script type="module" src="${script}"></script>
</head>
<body>
<noscript><p>The site editor needs JavaScript. Its guide is “Publish from a browser”, in the project’s src/content/README.md.</p></noscript>
</body>
</html>
`;
}
