/**
 * The page template of production builds when the startup workaround is on: Docusaurus's own
 * (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`) with its deferred `<script>` tags replaced by
 * a small inline loader that requests the client's scripts once the browser has painted the page.
 *
 * Why: a deferred script is fetched beside the stylesheet and runs as soon as the document is
 * parsed, often before the first frame. On a slow connection main.js (React DOM and the theme)
 * then shares the link with the render-blocking stylesheet, and a paint that needs neither waits
 * for both. The page is readable from its HTML and CSS alone (every link works without the
 * client), so the scripts are asked for after the first contentful paint: at once in a tab that is
 * not visible (it paints nothing), and after `paintWaitCap` where the browser reports no paint.
 * They keep their order (`async = false`): the runtime, then main.js.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {packageDir} from '../internals';
import {templateFile, templateScripts} from './dependencies';

/** Longest wait for a first paint the browser does not report (nothing contentful to paint). */
export const paintWaitCap = 1_000;

/**
 * The loader, as one line of JavaScript for the page, given the JSON array of the scripts' URLs.
 * ES5 on purpose: it runs before anything else and must parse everywhere.
 */
export function loaderScript(scriptsJson: string): string {
  return [
    '!function(){',
    `var u=${scriptsJson},d=document,P=window.PerformanceObserver,o,t;`,
    'function g(){if(o)return;o=1;clearTimeout(t);',
    'u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=!1;d.head.appendChild(e)})}',
    'if(d.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)g();',
    `else{t=setTimeout(g,${paintWaitCap});`,
    'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)g()})',
    '.observe({type:"paint",buffered:!0})}',
    '}()',
  ].join('');
}

/** The template's code for the loader: the scripts' URLs as JSON, `<` escaped for a script. */
const loaderTag = `<script>${loaderScript(
  `<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>`,
)}</script>`;

/** Docusaurus's template with the loader in place of its `<script defer>` loop. */
export function startupTemplate(): string {
  const file = path.join(packageDir('@docusaurus/core'), templateFile);
  // The file is CommonJS and holds the template as its default export (Node's own require: the
  // config's loader would hand over the default export itself).
  const upstream: unknown = (createRequire(__filename)(file) as {default?: unknown}).default;
  if (typeof upstream !== 'string' || !upstream.includes(templateScripts)) {
    throw new Error(
      `@docusaurus/core/${templateFile} no longer holds its <script defer> loop (${templateScripts}); update src/plugins/startup/template.ts, or turn the startup workaround off in docusaurus.config.ts.`,
    );
  }
  return upstream.replace(templateScripts, loaderTag);
}
