import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import BackLink from '@site/src/components/BackLink';
import Card, {CardLink} from '@site/src/components/Card';
import Hero from '@site/src/components/Hero';
import {availableNow} from '@site/src/data/notices';
import type {CardEntry, PageData} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface NoticePageProps {
  readonly page: PageData;
  /** Small label above the title ("Coming Soon!"). */
  readonly badge?: string;
  readonly lead: ReactNode;
  /** Further copy under the lead. */
  readonly children?: ReactNode;
  /** The label of the call to action (to the contact page). */
  readonly action: string;
  /** Where the back link leads, under the call to action. */
  readonly back: {readonly to: string; readonly label: string};
}

/** The pages a visitor can read now, beside the notice. */
function AvailableNow({cards}: {readonly cards: readonly CardEntry[]}): ReactNode {
  return (
    <Card elevation="floating" className={styles.available}>
      <h2 className={styles.availableTitle}>{availableNow.title}</h2>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.path} className={styles.item}>
            <h3 className={styles.itemTitle}>
              <CardLink to={card.path}>{card.cardTitle}</CardLink>
            </h3>
            <p className={styles.itemText}>{card.card}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * A page that only says where things stand (a page still being written, an industry without its
 * copy yet): its first screen says so, offers a call about it and a way back, and beside it the
 * live pages a visitor can read now. Its entry keeps it out of search indexes.
 */
export default function NoticePage({
  page,
  badge,
  lead,
  children,
  action,
  back,
}: NoticePageProps): ReactNode {
  const available = page.available ?? [];
  return (
    <Page page={page}>
      <Hero
        tagline={badge}
        action={action}
        panel={available.length > 0 ? <AvailableNow cards={available} /> : undefined}>
        <p>{lead}</p>
        {children}
        <div className={styles.back}>
          <BackLink to={back.to}>{back.label}</BackLink>
        </div>
      </Hero>
    </Page>
  );
}
