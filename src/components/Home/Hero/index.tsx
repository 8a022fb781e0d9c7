import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Hero, {HeroActions} from '@site/src/components/Hero';
import {caseStudyPath, featuredCaseStudy} from '@site/src/data/caseStudies';
import {contactPath, site} from '@site/src/data/site';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <Hero
      title={
        <>
          <span className={styles.name}>
            {site.name}
            <span className="sr-only">,</span>
          </span>{' '}
          SEO &amp; Digital Marketing Consultant in {site.location.label}
        </>
      }
      lead={
        <>
          Strategy-first consulting for businesses that want to be found online. I plan the work,
          oversee it and keep it accountable, while your team or my vetted white-label partners
          carry it out. Based in {site.location.label}, serving {site.location.serviceArea}.
        </>
      }
      actions={<HeroActions secondary={{label: 'See My Work', to: contactPath}} />}>
      <div className={styles.proof}>
        <ul className={styles.stats}>
          <li className={styles.stat}>
            <span className={styles.value}>{site.yearsOfExperience}</span>
            <span className={styles.label}>years of experience</span>
          </li>
          {featuredCaseStudy.results.map((result) => (
            <li key={result.label} className={styles.stat}>
              <span className={styles.value}>{result.value}</span>
              <span className={styles.label}>{result.label}</span>
            </li>
          ))}
        </ul>
        <p className={styles.source}>
          The ranking, page-view and lead figures come from a single campaign.{' '}
          <Link to={caseStudyPath(featuredCaseStudy)}>Read the case study</Link>
        </p>
      </div>
    </Hero>
  );
}
