import type {ReactNode} from 'react';
import clsx from 'clsx';
import Button from '@site/src/components/Button';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import Grid from '@site/src/components/Grid';
import {usePage} from '@site/src/components/Page/context';
import StructuredData from '@site/src/components/StructuredData';
import {formatMinimum, formatPlanPrice, formatPrice, plans, type Plan} from '@site/src/data/plans';
import {contactPath} from '@site/src/data/site';
import {planNodes} from '@site/src/lib/structuredData/offers';
import styles from './styles.module.css';

export interface PlanCardsProps {
  /** The label of each plan's button, which leads to the contact page. */
  readonly action?: string;
}

/**
 * The consulting plans of src/data/facts/plans.json side by side, the recommended one labeled, not only
 * colored; and an Offer for each in the page's structured data: the prices shown and the prices
 * described are the same array. In MDX: `<PlanCards />`.
 */
export default function PlanCards({action = 'Let’s Talk'}: PlanCardsProps): ReactNode {
  const {entry} = usePage();
  return (
    <>
      <Grid columns={{lg: 3}}>
        {plans.map((plan) => (
          <Card
            key={plan.id}
            as="li"
            elevation="raised"
            className={clsx(styles.card, plan.recommended && styles.recommended)}>
            {plan.recommended && <p className={styles.badge}>Recommended</p>}
            <h3 className={styles.name}>{plan.name}</h3>
            <p className={styles.price}>{formatPlanPrice(plan)}</p>
            <PlanMinimum plan={plan} />
            <p className={styles.description}>{plan.description}</p>
            <div className={styles.features}>
              <CheckList>
                <ul>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </CheckList>
            </div>
            <Button
              to={contactPath}
              variant={plan.recommended ? 'default' : 'outline'}
              className={styles.action}>
              {action}
            </Button>
          </Card>
        ))}
      </Grid>
      <StructuredData data={planNodes(plans, entry.path)} />
    </>
  );
}

function PlanMinimum({plan}: {readonly plan: Plan}): ReactNode {
  const minimum = formatMinimum(plan);
  if (!minimum || !plan.minimum) {
    return (
      <p className={styles.terms}>
        {plan.unit === 'month' ? 'Billed monthly' : 'No minimum number of hours'}
      </p>
    );
  }
  return (
    <p className={styles.terms}>
      {minimum} ({formatPrice(plan.price * plan.minimum.quantity)})
    </p>
  );
}
