import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {packageDir} from '../../internals';
import {templateFile} from '../dependencies';
import {loaderScript, paintWaitCap, startupTemplate} from '../template';

interface Appended {
  readonly src: string;
  readonly async: boolean;
}

/**
 * Runs the loader in a page made of stubs: a document in the given visibility, and, unless
 * `observer` is false, a PerformanceObserver that supports `entryTypes`.
 */
function runLoader({
  visibility = 'visible',
  observer = true,
  entryTypes = ['paint', 'largest-contentful-paint', 'resource'],
}: {visibility?: string; observer?: boolean; entryTypes?: string[]} = {}) {
  const appended: Appended[] = [];
  const observed: unknown[] = [];
  let report: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  let timer: {run: () => void; ms: number} | undefined;
  class StubObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(options: unknown) {
      observed.push(options);
    }
  }
  const element = {src: '', async: true};
  vm.runInNewContext(
    loaderScript(JSON.stringify(['/assets/js/runtime.js', '/assets/js/main.js'])),
    {
      document: {
        visibilityState: visibility,
        createElement: (tag: string) => {
          expect(tag).toBe('script');
          return {...element};
        },
        head: {
          appendChild: (script: Appended) => appended.push({src: script.src, async: script.async}),
        },
      },
      window: observer ? {PerformanceObserver: StubObserver} : {},
      setTimeout: (run: () => void, ms: number) => {
        timer = {run, ms};
        return 1;
      },
      clearTimeout: () => {
        timer = undefined;
      },
    },
  );
  return {
    appended,
    observed,
    paint: (...names: string[]) =>
      report?.({getEntriesByName: (name) => (names.includes(name) ? [{name}] : [])}),
    timer: () => timer,
  };
}

const inOrder: Appended[] = [
  {src: '/assets/js/runtime.js', async: false},
  {src: '/assets/js/main.js', async: false},
];

describe('the loader of the client scripts', () => {
  it('requests nothing before the first contentful paint, then every script once, in order', () => {
    const page = runLoader();
    expect(page.appended).toEqual([]);
    expect(page.observed).toEqual([{type: 'paint', buffered: true}]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.appended).toEqual(inOrder);
    // The paint wait is over: neither a later report nor the cap requests them again.
    expect(page.timer()).toBeUndefined();
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(inOrder);
  });

  it(`requests them after ${paintWaitCap} ms when the browser reports no paint`, () => {
    const page = runLoader();
    expect(page.timer()?.ms).toBe(paintWaitCap);
    page.timer()?.run();
    expect(page.appended).toEqual(inOrder);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(inOrder);
  });

  it('requests them at once in a tab that is not visible, which paints nothing', () => {
    expect(runLoader({visibility: 'hidden'}).appended).toEqual(inOrder);
    expect(runLoader({visibility: 'prerender'}).appended).toEqual(inOrder);
  });

  it('requests them at once where paint timing is missing', () => {
    expect(runLoader({observer: false}).appended).toEqual(inOrder);
    expect(runLoader({entryTypes: ['resource']}).appended).toEqual(inOrder);
  });
});

/** The names of the values an Eta template reads (`it.name`). */
const valuesOf = (template: string): string[] =>
  [...new Set([...template.matchAll(/\bit\.(\w+)/g)].map((match) => match[1]))].sort();

describe('the page template', () => {
  it('writes the page with the loader and no deferred script', () => {
    const template = startupTemplate();
    expect(template).not.toMatch(/<script[^>]* defer/);
    expect(template).toContain('<div id="__docusaurus"><%~ it.appHtml %></div>');
    expect(template).toContain('<%~ it.headTags %>');
    // The scripts' URLs reach the loader as JSON, with `<` escaped so that no URL can end the
    // script element.
    expect(template).toContain(
      `JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c')`,
    );
  });

  it('uses every value Docusaurus hands its own template', () => {
    // Docusaurus's template, from the installed version: a value it starts handing templates
    // (a new tag, a new attribute) must reach the site's pages too.
    const upstream: unknown = (
      createRequire(__filename)(path.join(packageDir('@docusaurus/core'), templateFile)) as {
        default?: unknown;
      }
    ).default;
    if (typeof upstream !== 'string') {
      throw new Error(
        `@docusaurus/core/${templateFile} no longer exports its page template: compare src/plugins/startup/template.ts with the new version's, or turn the startup workaround off in docusaurus.config.ts (internals: {startup: false}).`,
      );
    }
    const missing = valuesOf(upstream).filter(
      (value) => !valuesOf(startupTemplate()).includes(value),
    );
    if (missing.length > 0) {
      throw new Error(
        `Docusaurus's page template uses ${missing.map((value) => `it.${value}`).join(', ')}, which src/plugins/startup/template.ts does not: add them there, or turn the startup workaround off in docusaurus.config.ts (internals: {startup: false}).`,
      );
    }
    expect(valuesOf(startupTemplate())).toEqual(valuesOf(upstream));
  });
});
