/**
 * Ejected from @docusaurus/theme-classic (Blog/Components/Author; marked unsafe, the file is small).
 * Changed: the author's photo states its width and height, so the browser reserves its square
 * before it loads (no layout shift) and the self-audit's image check holds. The photo is always
 * shown as a square (Infima's .avatar__photo); its displayed size stays in CSS.
 * Also changed: the site's consultant (src/data/facts/site.json) is drawn by the site's Portrait (the
 * photograph through the image pipeline, or the monogram), with the name beside it for screen
 * readers, so the blog's authors map gives no image_url for them.
 * Also changed: the social links component (every platform's icon, in one module) is loaded
 * only for an author who has social links; otherwise an empty row of the same height keeps the
 * layout as upstream draws it.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Link, {type Props as LinkProps} from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author';
import Heading from '@theme/Heading';
import Portrait from '@site/src/components/Portrait';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

const AuthorSocials = lazy(() => import('@theme/Blog/Components/Author/Socials'));

/** The largest size the theme draws an author photo at (7rem, on an author's own page). */
const photoSize = 112;

function MaybeLink(props: LinkProps): ReactNode {
  if (props.href) {
    return <Link {...props} />;
  }
  return <>{props.children}</>;
}

function AuthorTitle({title}: {title: string}) {
  return (
    <small className={styles.authorTitle} title={title}>
      {title}
    </small>
  );
}

function AuthorName({name, as}: {name: string; as: Props['as']}) {
  if (!as) {
    return (
      <span className={styles.authorName} translate="no">
        {name}
      </span>
    );
  }
  return (
    <Heading as={as} className={styles.authorName} translate="no">
      {name}
    </Heading>
  );
}

function AuthorBlogPostCount({count}: {count: number}) {
  return <span className={clsx(styles.authorBlogPostCount)}>{count}</span>;
}

export default function BlogAuthor({as, author, className, count}: Props): ReactNode {
  const {name, title, url, imageURL, email, page} = author;
  const link = page?.permalink || url || (email && `mailto:${email}`) || undefined;
  const isConsultant = author.key === site.authorKey;
  return (
    <div className={clsx('avatar margin-bottom--sm', className, styles[`author-as-${as}`])}>
      {isConsultant ? (
        // Not a link of its own: the name beside it leads to the same page.
        <Portrait
          size={photoSize}
          decorative
          className={clsx('avatar__photo', styles.authorImage)}
        />
      ) : (
        imageURL && (
          <MaybeLink href={link} className="avatar__photo-link">
            <img
              className={clsx('avatar__photo', styles.authorImage)}
              src={imageURL}
              alt={name}
              width={photoSize}
              height={photoSize}
            />
          </MaybeLink>
        )
      )}

      {(name || title) && (
        <div className={clsx('avatar__intro', styles.authorDetails)}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                <AuthorName name={name} as={as} />
              </MaybeLink>
            )}
            {count !== undefined && <AuthorBlogPostCount count={count} />}
          </div>
          {!!title && <AuthorTitle title={title} />}

          {/* Always rendered, even without socials: it keeps the flexbox layout aligned. */}
          {author.socials && Object.keys(author.socials).length > 0 ? (
            <Suspense fallback={<div className={styles.noSocials} />}>
              <AuthorSocials author={author} />
            </Suspense>
          ) : (
            <div className={styles.noSocials} />
          )}
        </div>
      )}
    </div>
  );
}
