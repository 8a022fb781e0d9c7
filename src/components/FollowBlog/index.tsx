import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ExternalLink from '@site/src/components/ExternalLink';
import {sections} from '@site/src/data/sections';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/** The blog's RSS feed, as the blog plugin writes it. */
const feedPath = `${sections.blog.path}/rss.xml`;

/**
 * How to get the next post: by email through the newsletter profile of the site data, or through
 * the blog's feed. The site advises its clients to give readers a reason and a way to follow them;
 * this is its own.
 */
export default function FollowBlog(): ReactNode {
  const newsletter = site.socials.find((social) => social.network === site.newsletter);
  return (
    <p className={styles.follow}>
      New articles{' '}
      {newsletter ? (
        <>
          arrive by email when you subscribe on{' '}
          <ExternalLink href={newsletter.url}>{newsletter.network}</ExternalLink>, or follow
          the{' '}
        </>
      ) : (
        <>appear first in the </>
      )}
      <Link to={`pathname://${feedPath}`} target="_self">
        RSS feed
      </Link>
      .
    </p>
  );
}
