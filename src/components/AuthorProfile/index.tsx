import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Button from '@site/src/components/Button';
import Portrait from '@site/src/components/Portrait';
import PostCards from '@site/src/components/blog/PostCards';
import ExternalLink from '@site/src/components/ExternalLink';
import {usePage} from '@site/src/components/Page/context';
import Section from '@site/src/components/Section';
import {contactPath, site} from '@site/src/data/site';
import styles from './styles.module.css';

/** Rendered size of the portrait; the image is a square. */
const portraitSize = 160;

export interface AuthorProfileProps {
  /** Label of the main button, which leads to the contact page. */
  readonly action?: string;
  /** Label of a second, outlined button, and where it leads. */
  readonly secondary?: string;
  readonly secondaryTo?: string;
  /** The biography. */
  readonly children: ReactNode;
}

/**
 * The opening band of an author's profile (src/content/authors/KEY.mdx): the portrait (the
 * consultant's from src/components/Portrait, another author's from the blog's authors), name and
 * job title from the blog's authors (the consultant's: the identity's), the biography written between the tags, and the buttons.
 */
export function AuthorProfile({
  action = 'Let’s Talk',
  secondary,
  secondaryTo,
  children,
}: AuthorProfileProps): ReactNode {
  const {entry} = usePage();
  const author = entry.kind === 'author' ? entry : undefined;
  const imageUrl = useBaseUrl(author?.image ?? '');
  return (
    <div className={styles.profile}>
      <div className="container">
        <div className={styles.header}>
          {author?.key === site.authorKey ? (
            // The h1 beside it names the consultant; it is the first screen's largest image.
            <Portrait size={portraitSize} decorative priority className={styles.portrait} />
          ) : (
            author?.image && (
              <img
                className={styles.portrait}
                src={imageUrl}
                alt={`Portrait of ${entry.title}`}
                width={portraitSize}
                height={portraitSize}
              />
            )
          )}
          <div>
            <p className={styles.eyebrow}>Author</p>
            <h1 className={styles.name}>{entry.title}</h1>
            {author?.jobTitle && (
              <p className={styles.jobTitle}>
                {author.key === site.authorKey
                  ? `${author.jobTitle} · ${site.location.label}`
                  : author.jobTitle}
              </p>
            )}
          </div>
        </div>
        <div className={styles.bio}>
          {children}
          <div className={styles.actions}>
            <Button to={contactPath}>{action}</Button>
            {secondary && secondaryTo && (
              <Button to={secondaryTo} variant="outline">
                {secondary}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The consultant's social profiles (src/data/facts/site.json), each opening in a new tab. */
export function SocialProfiles({
  id = 'elsewhere',
  title,
}: {
  readonly id?: string;
  readonly title: string;
}): ReactNode {
  return (
    <Section id={id} variant="muted" narrow title={title}>
      <ul className={styles.socials}>
        {site.socials.map((social) => (
          <li key={social.network}>
            <ExternalLink href={social.url} className={styles.social}>
              {social.network}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The author's posts, newest first, as cards (the profile's route loads them, src/plugins/content).
 * In MDX: `<AuthorPosts title="Articles">What to say while there are none.</AuthorPosts>`.
 */
export function AuthorPosts({
  id = 'articles',
  title,
  children,
}: {
  readonly id?: string;
  readonly title: string;
  /** Shown while the author has published nothing. */
  readonly children: ReactNode;
}): ReactNode {
  const posts = usePage().posts ?? [];
  return (
    <Section id={id} title={title}>
      {posts.length > 0 ? (
        <PostCards posts={posts} headingLevel="h3" />
      ) : (
        <div className={styles.empty}>{children}</div>
      )}
    </Section>
  );
}
