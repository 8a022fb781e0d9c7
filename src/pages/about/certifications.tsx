import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import CallToAction from '@site/src/components/CallToAction';
import Card, {CardEyebrow} from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import Grid from '@site/src/components/Grid';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import Section from '@site/src/components/Section';
import {certifications, type Certification} from '@site/src/data/certifications';
import {site} from '@site/src/data/site';
import {certificationList} from '@site/src/lib/structuredData/certifications';
import styles from './certifications.module.css';

export default function CertificationsPage(): ReactNode {
  return (
    <Page
      title="SEO & Marketing Certifications"
      description={`The ${certifications.length} SEO and digital marketing certifications held by ${site.name}, from Google, HubSpot, Semrush, Meta and more, with links to verify each.`}
      structuredData={[certificationList(certifications)]}>
      <Hero
        tagline="About Me"
        title="Certifications & Professional Development"
        lead={`Search engines and ad platforms change constantly. These ${certifications.length} certifications are part of how I keep ${site.yearsOfExperience} years of experience current, and each one links to the issuing programme so you can check it yourself.`}
        actions={<HeroActions />}
      />
      <CertificationGrid />
      <ExpiredCertifications />
      <StayingCurrent />
      <CallToAction
        title="Put This Training to Work for You"
        text="Certifications are the foundation; results are what count. Let’s talk about what they can do for your business."
      />
    </Page>
  );
}

function CertificationGrid(): ReactNode {
  return (
    <Section
      id="certifications"
      headline={{
        title: 'My Certifications',
        subtitle:
          'Issued by the platforms and academies that define how search and digital marketing work.',
      }}>
      <Grid columns={{md: 2, lg: 3}} gap="md">
        {certifications.map((certification) => (
          <CertificationCard key={certification.title} certification={certification} />
        ))}
      </Grid>
    </Section>
  );
}

function CertificationCard({certification}: {readonly certification: Certification}): ReactNode {
  return (
    <Card as="li" elevation="raised" edge="top" className={styles.card}>
      {certification.image && (
        <img
          className={styles.badge}
          src={certification.image.src}
          width={certification.image.width}
          height={certification.image.height}
          alt={`${certification.title} badge`}
          loading="lazy"
          decoding="async"
        />
      )}
      <CardEyebrow className={styles.issuer}>{certification.issuer}</CardEyebrow>
      <h3 className={styles.title}>{certification.title}</h3>
      <Button href={certification.link} variant="outline" size="sm" className={styles.verify}>
        {certification.linkLabel}
        <span className="sr-only">: {certification.title}</span>
      </Button>
    </Card>
  );
}

function ExpiredCertifications(): ReactNode {
  return (
    <Section
      id="expired-certifications"
      variant="muted"
      narrow
      headline={{title: 'A Note on Expired Certifications'}}>
      <div className={styles.prose}>
        <p>
          Several platform certifications, including those from Google Skillshop, Meta and HubSpot
          Academy, are valid for a limited time, usually twelve to twenty-four months. When one
          lapses, the issuer’s record shows it as expired until the new exam is passed, even though
          the knowledge behind it has not gone anywhere.
        </p>
        <p>
          I renew each of these as the platform publishes its updated exam, because the renewal is
          where changes in the product are tested. If you follow a link here while a renewal is in
          progress, you may briefly see an expired date. I keep the certification listed during that
          window rather than hiding it, and I will happily share the current status and dates of any
          certification before we work together.
        </p>
      </div>
    </Section>
  );
}

const stayingCurrent = [
  'Renewing platform certifications as soon as updated exams are released',
  'Reading search engine documentation, algorithm update notes and ranking studies every week',
  'Testing new tactics on my own sites before recommending them to clients',
  'Comparing notes with a network of SEO, content and paid media specialists',
] as const;

function StayingCurrent(): ReactNode {
  return (
    <Section
      id="how-i-stay-current"
      narrow
      headline={{
        title: 'How I Stay Current',
        subtitle: 'Certifications are a snapshot. This is what happens between them.',
      }}>
      <div className={styles.prose}>
        <CheckList items={stayingCurrent} />
      </div>
    </Section>
  );
}
