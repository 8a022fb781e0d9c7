import type {ReactNode} from 'react';
import clsx from 'clsx';
import Button from '@site/src/components/Button';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import Grid from '@site/src/components/Grid';
import {formatMinimum, formatPlanPrice, formatPrice, type Plan} from '@site/src/data/plans';
import {contactPath} from '@site/src/data/site';
import styles from './styles.module.css';

export interface PlanCardsProps {
  readonly plans: readonly Plan[];
}

/** The consulting plans side by side; the recommended one is labelled, not only colored. */
export default function PlanCards({plans}: PlanCardsProps): ReactNode {
  return (
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
            <CheckList items={plan.features} />
          </div>
          <Button
            to={contactPath}
            variant={plan.recommended ? 'default' : 'outline'}
            className={styles.action}>
            Let’s Talk
          </Button>
        </Card>
      ))}
    </Grid>
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
