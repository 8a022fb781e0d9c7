import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import Card, {CardEyebrow} from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import {usePage} from '@site/src/components/Page/context';
import StructuredData from '@site/src/components/StructuredData';
import {certifications, type Certification} from '@site/src/data/certifications';
import {certificationList} from '@site/src/lib/structuredData/certifications';
import styles from './styles.module.css';

/**
 * Every certification of src/data/facts/certifications.json as a card (badge, issuer, title and a link to
 * verify it with the issuer), and the page's ItemList of them: the cards shown and the list
 * described are the same array. In MDX: `<Certifications />`.
 */
export default function Certifications(): ReactNode {
  const {entry} = usePage();
  return (
    <>
      <Grid columns={{md: 2, lg: 3}} gap="md">
        {certifications.map((certification) => (
          <CertificationCard key={certification.title} certification={certification} />
        ))}
      </Grid>
      <StructuredData data={[certificationList(certifications, entry.path)]} />
    </>
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
        {/* Each card's link reads the same; its name says which certificate it verifies. */}
        <span className="sr-only">: {certification.title}</span>
      </Button>
    </Card>
  );
}

/**
 * The number of certifications, in running text: "These <CertificationCount /> certifications…",
 * so that adding one to src/data/facts/certifications.json updates every sentence that counts them.
 */
export function CertificationCount(): ReactNode {
  return certifications.length;
}
