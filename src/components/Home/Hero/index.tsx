import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ConsultantCard from '@site/src/components/ConsultantCard';
import Hero from '@site/src/components/Hero';
import {usePage} from '@site/src/components/Page/context';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

export interface HomeHeroProps {
  readonly action?: string;
  readonly secondary?: string;
  readonly secondaryTo?: string;
  /** The sentence under the figures, before the link to the case study they come from. */
  readonly note?: string;
  /** The link under the consultant's card (to what the first call is like), and where it leads. */
  readonly cardLink?: string;
  readonly cardTo?: string;
  /** The lead. */
  readonly children: ReactNode;
}

/**
 * The home page's first screen: the consultant's name, job title and city as the h1 (from
 * src/data/facts/site.json), the lead and the calls to action, the consultant's card beside them, and
 * under both the proof: years of experience and the featured case study's figures.
 */
export default function HomeHero({
  action,
  secondary,
  secondaryTo,
  note,
  cardLink,
  cardTo,
  children,
}: HomeHeroProps): ReactNode {
  const study = usePage().featuredCaseStudy;
  return (
    <Hero
      title={
        <>
          <span className={styles.name}>
            {site.name}
            <span className="sr-only">,</span>
          </span>{' '}
          {site.jobTitle} in {site.location.label}
        </>
      }
      action={action}
      secondary={secondary}
      secondaryTo={secondaryTo}
      panel={<ConsultantCard link={cardLink} to={cardTo} />}
      footer={
        <div className={styles.proof}>
          <ul className={styles.stats}>
            <li className={styles.stat}>
              <span className={styles.value}>{site.yearsOfExperience}</span>
              <span className={styles.label}>years of experience</span>
            </li>
            {study?.results.map((result) => (
              <li key={result.label} className={styles.stat}>
                <span className={styles.value}>{result.value}</span>
                <span className={styles.label}>{result.label}</span>
              </li>
            ))}
          </ul>
          {study && (
            <p className={styles.source}>
              {note} <Link to={study.path}>Read the case study</Link>
            </p>
          )}
        </div>
      }>
      {children}
    </Hero>
  );
}
