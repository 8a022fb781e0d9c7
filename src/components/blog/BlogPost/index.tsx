/**
 * The parts of a post's page around its text (src/theme/BlogPostPage): the header above it, and
 * below it who wrote it and what to read next.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Author} from '@docusaurus/plugin-content-blog';
import Portrait from '@site/src/components/Portrait';
import PostCards from '@site/src/components/blog/PostCards';
import {site} from '@site/src/data/site';
import {formatDate, readingTimeLabel} from '@site/src/lib/date';
import {updatedDay} from '@site/src/lib/postUpdate';
import {isScheduled, isScheduledInPreview, siteTimeZone} from '@site/src/lib/schedule';
import type {PostCard} from '@site/src/lib/content/types';
import styles from './styles.module.css';

/** Where an author's name leads: their profile page, else their own address. */
const profileOf = (author: Author): string | undefined =>
  author.page?.permalink ?? author.url ?? undefined;

/** The author's picture: the consultant's portrait, another author's photo, or none. */
function AuthorPicture({author, size}: {readonly author: Author; readonly size: number}) {
  if (author.key === site.authorKey) {
    // The name beside it says who it is.
    return <Portrait size={size} decorative className={styles.portrait} />;
  }
  if (!author.imageURL) return null;
  return (
    <img
      className={styles.portrait}
      src={author.imageURL}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

function AuthorName({author}: {readonly author: Author}) {
  const profile = profileOf(author);
  const name = author.name ?? author.key ?? '';
  return profile ? <Link to={profile}>{name}</Link> : <>{name}</>;
}

/** "A", "A and B", "A, B and C". */
function joined(items: readonly ReactNode[]): ReactNode[] {
  return items.flatMap((item, index) => [
    index === 0 ? '' : index === items.length - 1 ? ' and ' : ', ',
    item,
  ]);
}

/** The post's title, who wrote it, when, and how long it takes to read. */
export function PostHeader(): ReactNode {
  const {metadata} = useBlogPost();
  const {title, date, readingTime, authors, tags, frontMatter} = metadata;
  const updated = updatedDay(frontMatter);
  const first = authors[0];
  return (
    <header className={styles.header}>
      {tags.length > 0 && (
        // The tags again, as its topic; the search indexes the text, not these links.
        <div className={styles.topics} data-pagefind-ignore="all">
          {tags.map((tag) => (
            <Link key={tag.permalink} to={tag.permalink} className={styles.topic}>
              {tag.label}
            </Link>
          ))}
        </div>
      )}
      <h1 className={styles.title}>{title}</h1>
      {/* Only the development server and a pull request's preview have a post still to come:
          a build for the live site leaves it out. */}
      {isScheduledInPreview(metadata) ? (
        <p className={styles.scheduled} role="note">
          Scheduled for {formatDate(date)}: the live site publishes it from that day on (
          {siteTimeZone} time). Until then this preview shows it, unlisted and hidden from search
          engines.
        </p>
      ) : (
        process.env.NODE_ENV === 'development' &&
        isScheduled(date, new Date()) && (
          <p className={styles.scheduled} role="note">
            Scheduled for {formatDate(date)}: a build publishes it from that day on ({siteTimeZone}{' '}
            time). Until then only <code>npm start</code> shows it.
          </p>
        )
      )}
      <div className={styles.byline}>
        {first && <AuthorPicture author={first} size={48} />}
        <p className={styles.bylineText}>
          {authors.length > 0 && (
            <span className={styles.authors}>
              By{' '}
              {joined(
                authors.map((author) => (
                  <AuthorName key={author.key ?? author.name} author={author} />
                )),
              )}
            </span>
          )}
          <span className={styles.when}>
            <time className={styles.whole} dateTime={date}>
              {formatDate(date)}
            </time>
            {updated && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <span className={styles.whole}>
                  Updated <time dateTime={updated}>{formatDate(updated)}</time>
                </span>
              </>
            )}
            {typeof readingTime === 'number' && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <span className={styles.whole}>{readingTimeLabel(readingTime)}</span>
              </>
            )}
          </span>
        </p>
      </div>
    </header>
  );
}

/**
 * Who wrote the post, under its text: portrait, name, one line about them (their `description`
 * among the blog's authors (src/data/facts/authors.json); the consultant's, the site's description by default) and their profile.
 * Not part of what the search indexes of the post.
 */
export function PostAuthors(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <div className={styles.authorsBlock} data-pagefind-ignore="all">
      {metadata.authors.map((author) => {
        const profile = profileOf(author);
        const bio =
          author.description ?? (author.key === site.authorKey ? site.description : undefined);
        const id = `author-${author.key ?? 'post'}`;
        return (
          <section key={id} aria-labelledby={id} className={styles.author}>
            <AuthorPicture author={author} size={96} />
            <div>
              <p className={styles.eyebrow}>Written by</p>
              <h2 id={id} className={styles.authorName}>
                {author.name ?? author.key}
              </h2>
              {author.title && <p className={styles.jobTitle}>{author.title}</p>}
              {bio && <p className={styles.bio}>{bio}</p>}
              {profile && (
                <Link to={profile} className={styles.profile}>
                  More about {author.key === site.authorKey ? site.firstName : author.name}
                  <span aria-hidden="true"> →</span>
                </Link>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** The posts a post suggests (chosen when the site is built), as cards; none, nothing. */
export function RelatedPosts({posts}: {readonly posts: readonly PostCard[]}): ReactNode {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className={styles.related}>
      <h2 id="related-posts" className={styles.relatedTitle}>
        Keep Reading
      </h2>
      <PostCards posts={posts} headingLevel="h3" />
    </section>
  );
}
