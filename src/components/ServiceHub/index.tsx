import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero, {type HeroProps} from '@site/src/components/Hero';
import Section, {type Headline} from '@site/src/components/Section';
import CardGrid, {type CardGridProps, type CardItem} from '@site/src/components/CardGrid';
import CallToAction, {type CallToActionProps} from '@site/src/components/CallToAction';
import {servicePath, servicesOfHub, type HubId, type Service} from '@site/src/data/services';
import styles from './styles.module.css';

/** The card of a service on its hub page; a service whose page is not written yet says so. */
export function serviceCard(service: Service): CardItem {
  return {
    title: service.title,
    description: service.description,
    to: servicePath(service),
    ...(service.status === 'coming-soon' ? {eyebrow: 'Coming soon'} : {}),
  };
}

export interface ServiceHubProps {
  readonly hubId: HubId;
  /** Document title, without the site name. */
  readonly title: string;
  readonly description: string;
  readonly hero: HeroProps;
  /** A short framing section between the hero and the service cards. */
  readonly intro?: {readonly headline: Headline; readonly content: ReactNode};
  /** Headline of the service cards section. */
  readonly servicesHeadline: Headline;
  readonly columns?: CardGridProps['columns'];
  /** The hub's own sections, after the service cards. */
  readonly children?: ReactNode;
  readonly callToAction: CallToActionProps;
}

/**
 * The shape shared by the three service hubs: hero, optional intro, one card per service of the
 * hub (from src/data/services.ts), the hub's own sections, and a closing call to action.
 */
export default function ServiceHub({
  hubId,
  title,
  description,
  hero,
  intro,
  servicesHeadline,
  columns = 3,
  children,
  callToAction,
}: ServiceHubProps): ReactNode {
  return (
    <Page title={title} description={description}>
      <Hero {...hero} />
      {intro && (
        <Section id="overview" headline={intro.headline} narrow>
          <div className={styles.intro}>{intro.content}</div>
        </Section>
      )}
      <Section id="services" headline={servicesHeadline} variant={intro ? 'muted' : 'plain'}>
        <CardGrid items={servicesOfHub(hubId).map(serviceCard)} columns={columns} />
      </Section>
      {children}
      <CallToAction {...callToAction} />
    </Page>
  );
}
