/**
 * What the hosting rules are generated from: the pages of the build (its HTML files), the
 * permanent redirects (each page's `redirect_from` front matter), and the hashes of the inline code of the pages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type {Redirect} from '../../lib/content/model';
import {cspHash, scanHtml} from './html';
import {hashedAssetsPrefix, type InlineHashes} from './policy';

export interface BuildFiles {
  /** Every file of the build, relative, with `/` separators, sorted. */
  readonly files: readonly string[];
}

export interface SiteRules {
  /** The canonical path of every page, sorted. */
  readonly pages: readonly string[];
  /** Every path that answers 301, with its target, sorted by path. */
  readonly moved: readonly Redirect[];
  /** The permanent redirects, as the pages' front matter lists them. */
  readonly redirects: readonly Redirect[];
  /** The pages whose address may carry a booking's personal data (policy.ts). */
  readonly bookingPages: readonly string[];
}

/** Characters a path may have to be written into the rules files unquoted and unescaped. */
const safePath = /^\/(?:[\w.~@+,=-]+\/)*[\w.~@+,=-]*$/;

function assertSafePath(value: string, what: string): void {
  if (!safePath.test(value) || /(^|\/)\.\.?(\/|$)/.test(value)) {
    throw new Error(
      `[hosting] ${what} "${value}" cannot be written into the server rules: ` +
        'use a path of letters, digits and - . _ ~ under /',
    );
  }
}

/**
 * Lists the files of a build folder. A symbolic link in it fails the build: a build is files only,
 * so that no server sends what a link reaches outside it (the generated nginx block cannot refuse
 * links itself: see nginx.ts).
 */
export async function listBuild(outDir: string): Promise<BuildFiles> {
  const files: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    for (const entry of await fs.readdir(folder, {withFileTypes: true})) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isSymbolicLink()) {
        const target = await fs.readlink(path.join(folder, entry.name));
        throw new Error(
          `[hosting] ${path.join(outDir, relative)} is a symbolic link (to ${target}): a build ` +
            'holds files only, so that no server sends what a link reaches. Put the file itself ' +
            'in static/ (or where the page takes it from) instead of a link to it.',
        );
      }
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${relative}/`);
      else if (entry.isFile()) files.push(relative);
    }
  };
  await walk(outDir, '');
  return {files: files.sort()};
}

/** The URL path a built HTML file is served at (trailingSlash: false), or undefined for 404.html. */
export function pagePathOf(file: string): string | undefined {
  if (file === '404.html') return undefined;
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/**
 * The other paths a server would serve a page's file at, each answering 301 to the page: with a
 * trailing slash, as the file, and as the file without `.html` where that is not the page's path
 * (`/index` for `/`, `/industries/index` for `industries/index.html`).
 */
function variantsOf(pathname: string, file: string): string[] {
  const variants = [`/${file}`, `/${file.slice(0, -'.html'.length)}`];
  if (pathname !== '/') variants.push(`${pathname}/`);
  return variants.filter((variant) => variant !== pathname);
}

/**
 * Works out the pages and every 301 of the site. The redirect pages that the build emits for the
 * browser (`industries/index.html`) are not pages: the server answers their paths with the 301.
 */
export function siteRules(
  build: BuildFiles,
  redirects: readonly Redirect[],
  bookingPages: readonly string[] = [],
): SiteRules {
  const sources = new Set(redirects.map((redirect) => redirect.from));
  const pageFiles = new Map<string, string>();
  for (const file of build.files) {
    if (!file.endsWith('.html')) continue;
    const pathname = pagePathOf(file);
    if (pathname === undefined) continue;
    // The page written at a redirect source for hosts without rules (./redirectPages.ts).
    if (sources.has(pathname) && file === `${pathname.slice(1)}/index.html`) continue;
    assertSafePath(pathname, 'The page');
    const other = pageFiles.get(pathname);
    if (other !== undefined) {
      throw new Error(`[hosting] Two files of the build serve ${pathname}: ${other} and ${file}`);
    }
    pageFiles.set(pathname, file);
  }
  if (!build.files.includes('404.html')) {
    throw new Error('[hosting] The build has no 404.html for unknown paths');
  }

  const moved = new Map<string, string>();
  const add = (from: string, to: string) => {
    assertSafePath(from, 'The redirect source');
    if (pageFiles.has(from)) {
      throw new Error(`[hosting] ${from} is a page of the build and cannot also redirect`);
    }
    const existing = moved.get(from);
    if (existing !== undefined && existing !== to) {
      throw new Error(`[hosting] ${from} would redirect both to ${existing} and to ${to}`);
    }
    moved.set(from, to);
  };
  for (const {from, to} of redirects) {
    assertSafePath(to, 'The redirect target');
    if (!pageFiles.has(to)) {
      throw new Error(`[hosting] The redirect ${from} → ${to} points at no page of the build`);
    }
    add(from, to);
    for (const variant of variantsOf(from, `${from.slice(1)}/index.html`)) add(variant, to);
  }
  for (const [pathname, file] of pageFiles) {
    for (const variant of variantsOf(pathname, file)) add(variant, pathname);
  }

  for (const page of bookingPages) {
    if (!pageFiles.has(page)) {
      throw new Error(`[hosting] The booking confirmation ${page} is no page of the build`);
    }
  }

  const byPath = (a: Redirect, b: Redirect) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);
  return {
    pages: [...pageFiles.keys()].sort(),
    moved: [...moved].map(([from, to]) => ({from, to})).sort(byPath),
    redirects: [...redirects],
    bookingPages: [...bookingPages].sort(),
  };
}

/**
 * Every file under /assets/ must carry a content hash in its name, since the rules cache them for
 * a year as immutable: an unhashed file there would stay stale in browsers after a deploy.
 */
export function assertAssetsHashed(build: BuildFiles): void {
  const prefix = hashedAssetsPrefix.slice(1);
  const unhashed = build.files.filter(
    (file) => file.startsWith(prefix) && !/[.~-][0-9a-f]{8,}\./.test(path.posix.basename(file)),
  );
  if (unhashed.length > 0) {
    throw new Error(
      `[hosting] Files under ${hashedAssetsPrefix} are cached for a year, but these have no ` +
        `content hash in their name: ${unhashed.join(', ')}`,
    );
  }
}

/**
 * The hashes of the inline code of the pages the rules serve: every page and 404.html. The redirect
 * pages are left out: wherever these rules apply, their paths answer 301 and they are never served.
 */
export async function inlineHashes(
  outDir: string,
  build: BuildFiles,
  rules: SiteRules,
): Promise<InlineHashes> {
  const served = new Set(rules.pages);
  const files = build.files.filter((file) => {
    if (file === '404.html') return true;
    const pathname = file.endsWith('.html') ? pagePathOf(file) : undefined;
    return pathname !== undefined && served.has(pathname);
  });
  const scripts = new Set<string>();
  const styleElements = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const file of files) {
    let content;
    try {
      content = scanHtml(await fs.readFile(path.join(outDir, file), 'utf8'));
    } catch (error) {
      throw new Error(`[hosting] ${file}: ${(error as Error).message}`, {cause: error});
    }
    content.scripts.forEach((text) => scripts.add(cspHash(text)));
    content.styleElements.forEach((text) => styleElements.add(cspHash(text)));
    content.styleAttributes.forEach((text) => styleAttributes.add(cspHash(text)));
  }
  return {
    scripts: [...scripts].sort(),
    styleElements: [...styleElements].sort(),
    styleAttributes: [...styleAttributes].sort(),
  };
}
