import type {ReactNode} from 'react';
import badges, {Image} from '@generated/site-images/default/badges';
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

/** How wide a badge is drawn (styles.module.css's .badge). */
const badgeSizes = '5rem';

function CertificationCard({certification}: {readonly certification: Certification}): ReactNode {
  return (
    <Card as="li" elevation="raised" edge="top" className={styles.card}>
      {certification.badge && Image && badges[certification.title] && (
        <Image
          image={badges[certification.title]}
          alt={certification.badge.alt}
          sizes={badgeSizes}
          className={styles.badge}
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
