import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {LinkCard} from '@site/src/components/CardGrid/LinkCards';
import {usePage} from '@site/src/components/Page/context';

/**
 * The featured case study (the one whose front matter says `featured: true`, else the newest) as a
 * link in running text, its title for text: "…in my case study, <FeaturedCaseStudyLink />."
 * Nothing when the site has no case study.
 */
export function FeaturedCaseStudyLink(): ReactNode {
  const study = usePage().featuredCaseStudy;
  return study ? <Link to={study.path}>{study.title}</Link> : null;
}

export interface FeaturedCaseStudyCardProps {
  /** The small label above the title. */
  readonly eyebrow?: string;
  /** The call to action at the card's foot. */
  readonly cta?: string;
}

/**
 * The featured case study as one of a row of <LinkCards>: its title and card text, leading to it.
 * Nothing when the site has no case study. In MDX:
 * `<FeaturedCaseStudyCard eyebrow="Case study" cta="Read the case study" />`.
 */
export default function FeaturedCaseStudyCard({
  eyebrow,
  cta,
}: FeaturedCaseStudyCardProps): ReactNode {
  const study = usePage().featuredCaseStudy;
  if (!study) return null;
  return (
    <LinkCard title={study.title} to={study.path} eyebrow={eyebrow} cta={cta}>
      {study.card}
    </LinkCard>
  );
}
