import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Page from '@site/src/components/Page';
import Section from '@site/src/components/Section';
import Button from '@site/src/components/Button';
import ExternalLink from '@site/src/components/ExternalLink';
import CallToAction from '@site/src/components/CallToAction';
import {pages} from '@site/src/data/pages';
import {contactPath, site} from '@site/src/data/site';
import type {AuthorProfile, PostSummary} from '@site/src/plugins/siteRoutes/types';
import styles from './styles.module.css';
import {formatDate} from '@site/src/lib/date';

export interface AuthorPageProps {
  readonly author: AuthorProfile;
  /** The author's blog posts, newest first. */
  readonly posts: readonly PostSummary[];
}

/** Rendered size of the portrait; the image is a square SVG. */
const portraitSize = 160;

/** Dates are calendar days: format them in UTC so the server and the browser agree. */

/** The consultant's author profile at /author/NAME: photo, bio, social links and posts. */
export default function AuthorPage({author, posts}: AuthorPageProps): ReactNode {
  const imageUrl = useBaseUrl(author.imageURL ?? '');
  const {location} = site;
  // authors.yml may carry its own short bio; show it only when it adds something.
  const extraBio = author.description && author.description !== site.description;
  return (
    <Page
      title="Author Profile"
      description={`${author.name}, ${author.title} in ${location.label}: biography, social profiles and every article on the blog.`}>
      <div className={styles.profile}>
        <div className="container">
          <div className={styles.header}>
            {author.imageURL && (
              <img
                className={styles.portrait}
                src={imageUrl}
                alt={`Portrait of ${author.name}`}
                width={portraitSize}
                height={portraitSize}
              />
            )}
            <div>
              <p className={styles.eyebrow}>Author</p>
              <h1 className={styles.name}>{author.name}</h1>
              <p className={styles.jobTitle}>
                {author.title} · {location.label}
              </p>
            </div>
          </div>

          <div className={styles.bio}>
            <p className={styles.lead}>{site.description}</p>
            {extraBio && <p>{author.description}</p>}
            <p>
              I help businesses get found by the people they want to serve: through search engines,
              content, social platforms and, more and more, the AI assistants that answer questions
              directly. I work as a strategist and an overseer. You get a clear, prioritized plan
              and senior attention on every decision, while your team or my vetted white-label
              partners carry out the work.
            </p>
            <p>
              I write here about what I see working for my clients: practical SEO, content strategy
              and digital marketing advice without the jargon. I am based in {location.label} and
              work with {location.serviceArea} through {site.company}. If you would like to talk
              about your own plans, the easiest start is a {site.strategyCallMinutes}-minute
              strategy call.
            </p>
            <div className={styles.actions}>
              <Button to={contactPath}>Let’s Talk</Button>
              <Button to={pages.about.path} variant="outline">
                More about my background
              </Button>
            </div>
          </div>
        </div>
      </div>

      <Section id="elsewhere" variant="muted" narrow headline={{title: 'Find Me Elsewhere'}}>
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

      <Section id="articles" narrow headline={{title: `Articles by ${author.name}`}}>
        {posts.length > 0 ? (
          <ul className={styles.posts}>
            {posts.map((post) => (
              <li key={post.permalink} className={styles.post}>
                <article>
                  <h3 className={styles.postTitle}>
                    <Link to={post.permalink}>{post.title}</Link>
                  </h3>
                  <p className={styles.postDate}>
                    <time dateTime={post.date}>{formatDate(post.date)}</time>
                  </p>
                  {post.description && <p className={styles.postDescription}>{post.description}</p>}
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            The first articles are on their way. In the meantime, the{' '}
            <Link to={pages.blog.path}>blog</Link> has everything published so far.
          </p>
        )}
      </Section>

      <CallToAction
        title="Have a Question About Your Marketing?"
        text="Bring it to a strategy call. You will leave with clear next steps, whether or not we end up working together."
      />
    </Page>
  );
}
