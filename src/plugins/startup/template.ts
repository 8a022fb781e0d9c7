import {paintWaitCap} from './marks.mjs';

/**
 * The page template of production builds when the startup workaround is on: the site's own, the
 * page Docusaurus writes with its deferred `<script>` tags replaced by a small inline loader that
 * requests the client's scripts once the browser has painted the page.
 *
 * Why: a deferred script is fetched beside the stylesheet and runs as soon as the document is
 * parsed, often before the first frame. On a slow connection main.js (React DOM and the theme)
 * then shares the link with the render-blocking stylesheet, and a paint that needs neither waits
 * for both. The page is readable from its HTML and CSS alone (every link works without the
 * client), so the scripts are asked for after the first contentful paint: at once in a tab that is
 * not visible (it paints nothing), and after `paintWaitCap` where the browser reports no paint.
 * They keep their order (`async = false`): the runtime, then main.js.
 */
export {paintWaitCap};

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

/**
 * The page template, in Eta as `ssrTemplate` takes it, with the values Docusaurus hands every
 * template (`it.htmlAttributes`, `it.headTags`, `it.stylesheets`, `it.scripts`, `it.appHtml`, …):
 * the page Docusaurus writes, with the loader in place of its deferred scripts. A value Docusaurus
 * starts handing templates in a later version is found by the startup plugin's unit test
 * (src/plugins/startup/__tests__/template.test.ts), which compares this template with Docusaurus's.
 */
export function startupTemplate(): string {
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    ${loaderTag}
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
}
