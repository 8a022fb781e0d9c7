import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Button from '@site/src/components/Button';
import BackLink from '@site/src/components/BackLink';
import Card from '@site/src/components/Card';
import {contactPath} from '@site/src/data/site';
import type {PageData} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface NoticePageProps {
  readonly page: PageData;
  /** Small label above the title ("Coming Soon!"). */
  readonly badge?: string;
  readonly lead: ReactNode;
  /** Further copy under the lead. */
  readonly children?: ReactNode;
  /** Where the back link leads, beside the call to action. */
  readonly back: {readonly to: string; readonly label: string};
}

/**
 * A page that only says where things stand (a page still being written, an industry without its
 * copy yet): one centred card with a call to action and a way back. Its entry keeps it out of
 * search indexes.
 */
export default function NoticePage({
  page,
  badge,
  lead,
  children,
  back,
}: NoticePageProps): ReactNode {
  return (
    <Page page={page}>
      <div className={styles.wrapper}>
        <div className="container">
          <Card elevation="floating" className={styles.card}>
            {badge && <p className={styles.badge}>{badge}</p>}
            <h1 className={styles.title}>{page.entry.title}</h1>
            <p className={styles.lead}>{lead}</p>
            {children}
            <div className={styles.actions}>
              <Button to={contactPath}>Let’s Talk</Button>
              <BackLink to={back.to}>{back.label}</BackLink>
            </div>
          </Card>
        </div>
      </div>
    </Page>
  );
}
