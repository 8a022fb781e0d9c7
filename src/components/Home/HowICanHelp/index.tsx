import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

/** The drawings an outcome can show, by name. */
const icons = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  trend: (
    <>
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M14 7h7v7" />
    </>
  ),
  bars: (
    <>
      <path d="M4 20V14" />
      <path d="M10 20V10" />
      <path d="M16 20V6" />
      <path d="M22 20V3" />
    </>
  ),
} as const;

export interface OutcomeProps {
  readonly title: string;
  /** One of: search, trend, bars. */
  readonly icon: keyof typeof icons;
  readonly children: ReactNode;
}

/** One result an engagement works toward, with its icon: `<Outcome title="Traffic" icon="trend">`. */
export function Outcome({title, icon, children}: OutcomeProps): ReactNode {
  return (
    <Card as="li" elevation="raised" className={styles.card}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false">
        {icons[icon]}
      </svg>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.text}>{asBlocks(children)}</div>
    </Card>
  );
}

/** The outcomes, in order, as a row of cards. */
export default function Outcomes({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <Grid as="ol" columns={{md: 3}}>
      {children}
    </Grid>
  );
}
