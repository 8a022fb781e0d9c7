/**
 * Replaces @theme-original/BlogTagsListPage (unsafe, small): the blog's topics as a page of the
 * site, like its other listings (src/components/blog/BlogListing): the trail Home > Blog > Tags, a
 * first screen, then each tag as a card (its description from the blog's tags, src/data/facts/tags.json and how many posts it
 * has). Upstream lists them by letter beside the blog's sidebar.
 * The list of tags only repeats the blog's links, so it is kept out of search indexes (and so out
 * of sitemap.xml), with a title and description of its own.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/BlogTagsListPage';
import BlogListing from '@site/src/components/blog/BlogListing';
import CardGrid from '@site/src/components/CardGrid';
import PageSeo from '@site/src/components/Page/PageSeo';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';
import {fitDescription} from '@site/src/lib/seo/metadata';
import {sectionTrail} from '@site/src/lib/seo/trail';

export default function BlogTagsListPage({tags}: Props): ReactNode {
  const {pathname} = useLocation();
  const topics = tags.map((tag) => tag.label).join(', ');
  const trail = sectionTrail('blog', {name: 'Tags', path: pathname});
  const cards = [...tags]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .map((tag) => ({
      title: tag.label,
      description: tag.description ?? '',
      to: tag.permalink,
      eyebrow: tag.count === 1 ? 'One post' : `${tag.count} posts`,
      cta: 'Read the posts',
    }));
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageSeo
        entry={listingEntry(
          pathname,
          'Blog Topics',
          fitDescription(
            `Every topic on the ${site.name} blog, with the articles filed under each: ${topics}.`,
          ),
        )}
        trail={trail}
      />
      <BlogListing
        trail={trail}
        tagline="Blog"
        title="Topics"
        lead={[<p key="lead">Every topic the blog covers, with the articles filed under each.</p>]}>
        <CardGrid items={cards} headingLevel="h2" />
      </BlogListing>
    </HtmlClassNameProvider>
  );
}
