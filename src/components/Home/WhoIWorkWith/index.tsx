import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Grid from '@site/src/components/Grid';
import Section from '@site/src/components/Section';
import {pages} from '@site/src/data/pages';
import styles from './styles.module.css';

interface Audience {
  readonly title: string;
  readonly text: string;
  readonly fit: string;
}

const audiences: readonly Audience[] = [
  {
    title: 'Business Owners',
    text: 'You know your customers better than anyone, but not how search engines see your business. I give you a plan in plain English and keep whoever does the work accountable.',
    fit: 'Small businesses, solopreneurs, independent consultants and e-commerce brands',
  },
  {
    title: 'Marketing Teams',
    text: 'Your team has the hands; I bring a senior second opinion. Audits, roadmaps and regular reviews keep campaigns on strategy without adding headcount.',
    fit: 'In-house teams at growing companies and enterprises',
  },
  {
    title: 'Creators',
    text: 'Build an audience you own through search, YouTube and newsletters, with a content strategy that fits your voice, your niche and your schedule.',
    fit: 'Creators, personal brands and thought leaders',
  },
];

export default function WhoIWorkWith(): ReactNode {
  return (
    <Section
      id="who-i-work-with"
      variant="muted"
      headline={{
        tagline: 'Clients',
        title: 'Who I Work With',
        subtitle:
          'Different starting points, one goal: marketing that brings in the right customers.',
      }}>
      <Grid columns={{md: 3}}>
        {audiences.map((audience) => (
          <li key={audience.title} className={styles.card}>
            <h3 className={styles.title}>{audience.title}</h3>
            <p className={styles.text}>{audience.text}</p>
            <p className={styles.fit}>
              <span className={styles.fitLabel}>Best for:</span> {audience.fit}
            </p>
          </li>
        ))}
      </Grid>
      <p className={styles.more}>
        <Link to={pages.industries.path}>See the industries I serve</Link>
      </p>
    </Section>
  );
}
