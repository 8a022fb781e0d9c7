/**
 * Paths and breadcrumb trails. The pages of the content model receive their trail as route props
 * (src/plugins/content); the pages the blog and docs plugins render build theirs here from what
 * those plugins hand them (a post's title and permalink), under the section they belong to.
 */
import {sections} from '../../data/sections';
import {site} from '../../data/site';
import type {Crumb} from '../content/types';

export type {Crumb} from '../content/types';

/** "/about/" → "/about"; query and hash dropped; the root stays "/". */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const homeCrumb: Crumb = sections.home;

const sectionCrumb = (section: keyof typeof sections): Crumb => ({
  name: sections[section].name,
  path: sections[section].path,
});

/**
 * The trail of a page of the blog or the knowledge base: Home, the section, the pages between
 * (a tag's list of tags), then the page itself. The section's own index is Home > Section.
 */
export function sectionTrail(
  section: 'blog' | 'resources',
  page: Crumb,
  between: readonly Crumb[] = [],
): Crumb[] {
  const top = sectionCrumb(section);
  if (normalizePath(page.path) === top.path) return [homeCrumb, top];
  return [homeCrumb, top, ...between, {name: page.name, path: normalizePath(page.path)}];
}

/**
 * The section a page belongs to, printed above the title on its social image: the crumb above the
 * page ("SEO Consulting" for a service), or the page's own name for a top-level page.
 */
export function sectionOf(trail: readonly Crumb[] | undefined): string {
  if (!trail || trail.length < 2) return site.jobTitle;
  return (trail.length > 2 ? trail[trail.length - 2] : trail[1])?.name ?? site.jobTitle;
}
