import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import type {HeroPanelComponent} from '@site/src/components/Hero/panel';
import {planOf} from '@site/src/components/Price';
import {formatMinimum, formatPlanPrice, plans, type PlanEntry} from '@site/src/data/plans';
import styles from './styles.module.css';

export interface HighlightsProps {
  /** The panel's heading (an h2, after the page's h1). */
  readonly title: string;
  /** The plan whose price the engagement starts from (its id in src/data/facts/plans.json). */
  readonly plan?: PlanEntry['id'];
  /** Every plan with its price instead of one. */
  readonly rates?: boolean;
  /** A link at the panel's foot, and where it leads. */
  readonly link?: string;
  readonly to?: string;
  /** What is included: a Markdown list. */
  readonly children?: ReactNode;
}

function PlanPrice({plan}: {readonly plan: PlanEntry}): ReactNode {
  const minimum = formatMinimum(plan);
  return (
    <>
      <span className={styles.planName}>{plan.name}</span>
      <span className={styles.amount}>{formatPlanPrice(plan)}</span>
      {minimum && <span className={styles.minimum}>{minimum}</span>}
    </>
  );
}

/**
 * What a page sells, at a glance, beside its first screen's text: what is included (a Markdown
 * list), the price it starts from (`plan`, from src/data/facts/plans.json) or every rate (`rates`). In
 * MDX, inside the Hero:
 *
 *     <Highlights title="What You Get" plan="project" link="Compare the plans" to="/pricing">
 *
 *     - A page-level audit of your most important pages
 *
 *     </Highlights>
 */
function Highlights({title, plan, rates = false, link, to, children}: HighlightsProps): ReactNode {
  const planEntry = plan ? planOf(plan) : undefined;
  return (
    <Card elevation="floating" className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      {children && <CheckList>{children}</CheckList>}
      {planEntry && (
        <p className={styles.price}>
          <PlanPrice plan={planEntry} />
        </p>
      )}
      {rates && (
        <ul className={styles.rates}>
          {plans.map((entry) => (
            <li key={entry.id} className={styles.price}>
              <PlanPrice plan={entry} />
            </li>
          ))}
        </ul>
      )}
      {link && to && (
        <Link to={to} className={styles.link}>
          {link} <span aria-hidden="true">→</span>
        </Link>
      )}
    </Card>
  );
}

(Highlights as HeroPanelComponent).heroPanel = true;

export default Highlights;
