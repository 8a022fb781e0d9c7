import type {ReactNode} from 'react';
import {formatMinimum, formatPlanPrice, plans, type PlanEntry} from '@site/src/data/plans';

type PlanId = PlanEntry['id'];

/** The plan of src/data/facts/plans.json with this id; an author's unknown id stops the build, naming the plans. */
export function planOf(id: PlanId): PlanEntry {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) {
    throw new Error(
      `plan="${id}": there is no such plan in src/data/facts/plans.json (the plans are ${plans.map((entry) => entry.id).join(', ')})`,
    );
  }
  return plan;
}

export interface PriceProps {
  /** The plan's id in src/data/facts/plans.json: "hourly", "project", "oversight". */
  readonly plan: PlanId;
  /** `minimum`: the plan's minimum ("10-hour minimum") instead of its price. */
  readonly show?: 'price' | 'minimum';
}

const priceText = ({plan, show = 'price'}: PriceProps): string =>
  show === 'minimum' ? (formatMinimum(planOf(plan)) ?? '') : formatPlanPrice(planOf(plan));

/**
 * A plan's price as prose shows it, from src/data/facts/plans.json, so that copy never repeats a price:
 * `<Price plan="hourly" />` reads "$149 per hour" (whatever the plan's price is).
 */
export default function Price(props: PriceProps): ReactNode {
  return priceText(props);
}

Price.textOf = priceText;
