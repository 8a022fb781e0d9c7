/**
 * Hydration: on a page of every kind (tests/perf/pageTypes.mjs), the blog's listing and the
 * not-found page, the HTML the server wrote and the client's first render are the same document,
 * and both were made by the same library.
 *
 * A library that hydrates takes the server's elements over as they are. React repairs some
 * differences and reports them; Preact, which the production build may run instead
 * (src/plugins/preact), does not compare attributes at all, so a difference stays on the page
 * unseen: an id that a label no longer points to, a state drawn wrong. So the comparison does not
 * ask the library: the page is loaded with the server's HTML taken out of its root element before
 * the client starts, the client renders into the empty root, and every element it inserts there is
 * copied as it is inserted (before any effect of the page can change it). Both trees are then put
 * in one canonical form (elements with their attributes sorted, styles as the browser reads them,
 * adjacent texts joined, comments dropped) and compared, line by line.
 *
 * The same library on both sides: HTML rendered by React and hydrated by Preact (or the reverse)
 * is the mistake a half-applied switch makes. React's server renderer separates adjacent texts
 * with an empty comment (`<!-- -->`), which Preact's never writes; the client's root element
 * carries the library's own property (`__reactContainer$…` for React, Preact's rendered tree
 * under `__k`).
 */
/* global document, Node, window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {pageTypesOfBuild} from '../perf/pageTypes.mjs';
import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {browserSession, settle} from './harness.mjs';
import {blogPath} from './siteModel.mjs';
import {withContext} from './interactions-helpers.mjs';

const session = browserSession();
const timeout = 60_000;

/** The pages compared: one of each kind, the blog's first listing page and the not-found page. */
const pages = [
  ...pageTypesOfBuild(defaultBuildDir()),
  {type: 'blog listing', path: blogPath},
  {type: 'not-found page', path: '/404'},
];

/**
 * Runs in the page before its own scripts: keeps the server's content of the root element
 * (`#__docusaurus`) aside as soon as the document is parsed, empties the root, and copies each
 * node the client then inserts into it, as it is inserted, until the end of that task.
 */
function captureFirstRender() {
  const state = {server: null, client: [], closed: false};
  window.__hydrationCheck = state;
  const root = () => document.getElementById('__docusaurus');
  const record = (parent, node) => {
    if (state.closed || parent !== root() || state.server === null) return;
    if (state.client.length === 0) queueMicrotask(() => (state.closed = true));
    state.client.push(node.cloneNode(true));
  };
  const {appendChild, insertBefore} = Node.prototype;
  Node.prototype.appendChild = function (node) {
    record(this, node);
    return appendChild.call(this, node);
  };
  Node.prototype.insertBefore = function (node, before) {
    record(this, node);
    return insertBefore.call(this, node, before);
  };
  // 'interactive' comes before deferred scripts run, and before the startup template requests them.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || state.server !== null) return;
    const container = root();
    state.server = [...container.childNodes];
    state.serverComments = container.innerHTML.split('<!-- -->').length - 1;
    container.replaceChildren();
  });
}

/**
 * The canonical lines of a list of nodes: one line per element (tag and sorted attributes) and per
 * text (adjacent texts joined), indented by depth; comments dropped. Form fields give their live
 * value and checked state, which a library may set as properties rather than attributes.
 */
function canonicalLines(nodes) {
  const lines = [];
  const styleOf = (value) => {
    const probe = document.createElement('div');
    probe.setAttribute('style', value);
    return probe.style.cssText;
  };
  const walk = (list, depth) => {
    let text = null;
    const flush = () => {
      if (text !== null && text !== '') lines.push(`${'  '.repeat(depth)}${JSON.stringify(text)}`);
      text = null;
    };
    const sorted = (value) =>
      Array.isArray(value)
        ? value.map(sorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, sorted(value[key])]),
            )
          : value;
    for (const node of list) {
      // Structured data is compared as data: the build's HTML minifier rewrites its JSON.
      if (node.nodeType === Node.ELEMENT_NODE && node.type === 'application/ld+json') {
        lines.push(
          `${'  '.repeat(depth)}<script ld+json> ${JSON.stringify(sorted(JSON.parse(node.textContent)))}`,
        );
        continue;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        text = (text ?? '') + node.data;
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      flush();
      const attributes = [...node.attributes]
        .filter((attribute) => !['value', 'checked'].includes(attribute.name))
        .map(
          ({name, value}) => `${name}=${JSON.stringify(name === 'style' ? styleOf(value) : value)}`,
        );
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(node.tagName)) {
        attributes.push(`(value)=${JSON.stringify(node.value)}`);
        if ('checked' in node) attributes.push(`(checked)=${node.checked}`);
      }
      lines.push(
        `${'  '.repeat(depth)}<${node.tagName.toLowerCase()} ${attributes.sort().join(' ')}>`,
      );
      walk(node.tagName === 'TEMPLATE' ? node.content.childNodes : node.childNodes, depth + 1);
    }
    flush();
  };
  walk(nodes, 0);
  return lines;
}

/** Where two lists of lines first differ, with the lines around it, or null when they are equal. */
function firstDifference(server, client) {
  const length = Math.max(server.length, client.length);
  for (let index = 0; index < length; index += 1) {
    if (server[index] === client[index]) continue;
    const around = (lines) =>
      lines
        .slice(Math.max(0, index - 2), index + 3)
        .map((line, offset) => `${Math.max(0, index - 2) + offset === index ? '>' : ' '} ${line}`)
        .join('\n');
    return `line ${index + 1} of ${server.length} (server) / ${client.length} (client):\n  server:\n${around(server)}\n  client:\n${around(client)}`;
  }
  return null;
}

/** What the page reports, given `canonicalLines`. */
function inPage(lines) {
  const state = window.__hydrationCheck;
  // React's server renderer writes a preload of an image of high priority where it meets it;
  // React's client hydrates around it (it belongs in the head) and renders none.
  if (state.serverComments > 0) {
    state.server = state.server.filter(
      (node) => !(node.nodeName === 'LINK' && node.getAttribute('rel') === 'preload'),
    );
  }
  const container = document.getElementById('__docusaurus');
  const client = Object.keys(container).some((key) => key.startsWith('__reactContainer$'))
    ? 'react'
    : Object.hasOwn(container, '__k')
      ? 'preact'
      : 'unknown';
  // React names the ids of `useId` after the server's tree when it hydrates and after a counter of
  // its own when it renders from nothing, as it does here: the ids are compared by where they
  // first appear, which still tells an id that points elsewhere.
  const numbered = (list) => {
    if (client !== 'react') return list;
    const seen = new Map();
    return list.map((line) =>
      line.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
        if (!seen.has(id)) seen.set(id, `(id ${seen.size + 1})`);
        return seen.get(id);
      }),
    );
  };
  return {
    server: numbered(lines(state.server ?? [])),
    client: numbered(lines(state.client)),
    inserted: state.client.length,
    serverLibrary: state.serverComments > 0 ? 'react' : 'preact',
    clientLibrary: client,
  };
}

/** Loads `path` with the capture, waits for the client, and returns both trees and the libraries. */
async function compare(path) {
  return withContext(session, {}, async ({page}) => {
    await page.addInitScript(captureFirstRender);
    await page.goto(path, {waitUntil: 'load'});
    await settle(page);
    // One expression, so that the function runs as the tests' code, outside the page's policy.
    return page.evaluate(`(${inPage})(${canonicalLines})`);
  });
}

describe('hydration: the server’s HTML is the client’s first render', () => {
  for (const {type, path} of pages) {
    test(`${type} (${path})`, {timeout}, async () => {
      const result = await compare(path);
      assert.ok(result.inserted > 0, `${path}: the client inserted nothing into the empty root`);
      assert.ok(result.server.length > 20, `${path}: the server's root held almost nothing`);
      assert.equal(
        firstDifference(result.server, result.client),
        null,
        `${path}: the server's HTML and the client's first render differ`,
      );
    });
  }

  test('the server and the client render with the same library', {timeout}, async () => {
    const seen = [];
    for (const {path} of pages.slice(0, 2)) {
      const {serverLibrary, clientLibrary} = await compare(path);
      seen.push(`${path}: server ${serverLibrary}, client ${clientLibrary}`);
      assert.notEqual(clientLibrary, 'unknown', `${path}: no library's root found on the client`);
      assert.equal(serverLibrary, clientLibrary, seen.join('; '));
    }
  });
});
