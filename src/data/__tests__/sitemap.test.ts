import {buildSitemapTree, type SitemapNode, type SitemapPost} from '../sitemap';
import {industries, industryPath} from '../industries';
import {caseStudies, caseStudyPath} from '../caseStudies';
import {services, servicePath} from '../services';
import {pages} from '../pages';
import {authorPath, site} from '../site';

const welcome: SitemapPost = {
  title: 'Welcome to the Blog',
  permalink: '/blog/my-first-blog-post',
  authorKeys: [site.authorKey],
};

function allPaths(nodes: readonly SitemapNode[]): string[] {
  return nodes.flatMap((n) => [n.path, ...allPaths(n.children ?? [])]);
}

function child(nodes: readonly SitemapNode[], path: string): SitemapNode {
  const found = nodes.find((n) => n.path === path);
  if (!found) throw new Error(`no node ${path}`);
  return found;
}

describe('buildSitemapTree', () => {
  const tree = buildSitemapTree([welcome]);

  it('lists the top level in the order of the spec', () => {
    expect(tree.map((n) => [n.name, n.path])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Areas Served', '/areas-served'],
      ['Industries Served', '/industries-served'],
      ['Case Studies', '/case-studies'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Affiliate Disclosure', '/affiliate-disclosure'],
    ]);
  });

  it('nests every industry page under Industries Served', () => {
    const node = child(tree, pages.industries.path);
    expect(node.children?.map((n) => n.path)).toEqual(industries.map(industryPath));
    expect(node.children).toHaveLength(7);
  });

  it('nests the case study under Case Studies at its canonical path', () => {
    const node = child(tree, pages.caseStudies.path);
    expect(node.children?.map((n) => n.path)).toEqual(caseStudies.map(caseStudyPath));
    expect(allPaths(tree)).not.toContain('/case-studies/authority-hacking-seo-strategy');
  });

  it('nests each post under Blog with the author profile below it', () => {
    const blog = child(tree, pages.blog.path);
    expect(blog.children).toEqual([
      {
        name: welcome.title,
        path: welcome.permalink,
        children: [{name: site.name, path: authorPath}],
      },
    ]);
  });

  it('adds a new post with no other edit, and omits children of a post by another author', () => {
    const guest = {title: 'Guest post', permalink: '/blog/guest', authorKeys: ['someone-else']};
    const blog = child(buildSitemapTree([guest, welcome]), pages.blog.path);
    expect(blog.children?.map((n) => n.path)).toEqual(['/blog/guest', welcome.permalink]);
    expect(blog.children?.[0]).not.toHaveProperty('children');
  });

  it('leaves Blog without children when there are no posts', () => {
    expect(child(buildSitemapTree([]), pages.blog.path)).not.toHaveProperty('children');
  });

  it('lists every service, including the programmatic SEO page', () => {
    const paths = allPaths(tree);
    for (const service of services) {
      expect(paths).toContain(servicePath(service));
    }
  });

  it('never lists a redirect source or the same path twice', () => {
    const paths = allPaths(tree);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/industries');
    expect(paths).not.toContain('/on-page-seo-expert');
  });
});
