/**
 * The canonical path of a URL's path (trailingSlash: false): `/about.html`, `/about/` and
 * `/about/index.html` are `/about`; the query and fragment, if any, are kept. In a module of its
 * own: the code every page runs needs it without the rest of its users' modules.
 */
export function canonicalPath(url: string): string {
  const [pathname = '/', ...rest] = url.split(/(?=[?#])/);
  const path = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return `${path === '' ? '/' : path}${rest.join('')}`;
}
