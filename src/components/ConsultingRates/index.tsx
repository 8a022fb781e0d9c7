import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import {formatMinimum, formatPlanPrice, plans} from '@site/src/data/plans';
import styles from './styles.module.css';

export interface ConsultingRatesProps {
  /** The card's heading (an h3, after the section's h2). */
  readonly title: string;
  /** The link under the rates, and the page it leads to (the pricing page). */
  readonly link: string;
  readonly to: string;
}

/**
 * The consulting plans in brief, each with its price and minimum as src/data/facts/plans.json states
 * them, and a link to the page that compares them. In MDX:
 * `<ConsultingRates title="Consulting Rates" link="Compare the plans" to="/pricing" />`.
 */
export default function ConsultingRates({title, link, to}: ConsultingRatesProps): ReactNode {
  return (
    <Card tone="accent" className={styles.rates}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list}>
        {plans.map((plan) => {
          const minimum = formatMinimum(plan);
          return (
            <li key={plan.id} className={styles.rate}>
              <span className={styles.name}>{plan.name}</span>
              <span className={styles.price}>{formatPlanPrice(plan)}</span>
              {minimum && <span className={styles.terms}>{minimum}</span>}
            </li>
          );
        })}
      </ul>
      <Link to={to} className={styles.link}>
        {link}
      </Link>
    </Card>
  );
}
