import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Card, {CardLink} from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import Image from '@site/src/components/ResponsiveImage';
import {formatDate, readingTimeLabel} from '@site/src/lib/date';
import type {PostCard as PostCardData} from '@site/src/lib/content/types';
import styles from './styles.module.css';

/**
 * How wide a card's picture is drawn: a third of the container from 997 px (1320 px wide from
 * 1440 px, 1140 px below), half the screen from 640 px, the whole screen below.
 */
const cardPictureSizes =
  '(min-width: 1440px) 26rem, (min-width: 997px) 22rem, (min-width: 640px) 50vw, 100vw';

interface PostCardProps {
  readonly post: PostCardData;
  /** The level of the card's title: h2 straight under a page's h1, h3 under a section's h2. */
  readonly headingLevel?: 'h2' | 'h3';
  /** The card's picture is the page's largest paint: loaded at once and first, not lazily. */
  readonly priority?: boolean;
}

/**
 * A post as a card: its picture, title, date and reading time, summary and tags. The whole card
 * leads to the post (its title's link stretches over it); its tags lead to their pages.
 */
function PostCard({post, headingLevel = 'h2', priority = false}: PostCardProps): ReactNode {
  const Heading = headingLevel;
  return (
    <Card as="li" elevation="raised" linked className={styles.card}>
      {/* The title beside it names the post: the picture is decoration to a screen reader. */}
      <Image
        image={post.image}
        alt=""
        decorative
        priority={priority}
        sizes={cardPictureSizes}
        className={styles.picture}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <CardLink to={post.path}>{post.title}</CardLink>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          {post.readingTime !== undefined && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {readingTimeLabel(post.readingTime)}
            </>
          )}
        </p>
        <p className={styles.summary}>{post.description}</p>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.path}>
                <Link to={tag.path} className={styles.tag}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

export interface PostCardsProps {
  readonly posts: readonly PostCardData[];
  readonly headingLevel?: 'h2' | 'h3';
  /** Cards to a row on wide screens: three on a listing, fewer for a short list. */
  readonly columns?: 2 | 3;
  readonly className?: string;
  /**
   * The cards open the page (a listing's first screen): the first card's picture is then the
   * page's largest paint on a phone, and a lazy image would wait for layout before it is fetched.
   */
  readonly first?: boolean;
}

/** Posts as a grid of cards: one column on phones, two from 640 px, three from 997 px. */
export default function PostCards({
  posts,
  headingLevel,
  columns = 3,
  className,
  first = false,
}: PostCardsProps): ReactNode {
  return (
    <Grid columns={{sm: 2, lg: columns === 3 ? 3 : undefined}} className={clsx(className)}>
      {posts.map((post, index) => (
        <PostCard
          key={post.path}
          post={post}
          headingLevel={headingLevel}
          priority={first && index === 0}
        />
      ))}
    </Grid>
  );
}
