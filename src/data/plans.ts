/**
 * The consulting plans on /pricing, from ./plans.json (checked against its schema by the build:
 * ./schemas.ts). Prices are in US dollars.
 */
import type {Plan} from './schemas';
import data from './facts/plans.json';

export type {Plan} from './schemas';

export const currency = 'USD';

export const plans = data.plans as readonly Plan[];

export type PlanEntry = Plan;

/** The symbol of the site's currency, as en-US writes it. */
const currencySymbol = {USD: '$'}[currency];

/**
 * "$1,995": whole dollars with thousands separators, as en-US writes them. Written out rather
 * than with Intl.NumberFormat, whose creation while a page loads costs a mid-range phone tens of
 * milliseconds of blocked main thread (a unit test checks the output against Intl's).
 */
export function formatPrice(amount: number): string {
  const whole = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${currencySymbol}${whole}`;
}

/** "$149 per hour", "from $1,995 per month" */
export function formatPlanPrice(plan: Plan): string {
  return `${plan.startingAt ? 'from ' : ''}${formatPrice(plan.price)} per ${plan.unit}`;
}

/** "10-hour minimum" */
export function formatMinimum(plan: Plan): string | undefined {
  return plan.minimum ? `${plan.minimum.quantity}-${plan.minimum.unit} minimum` : undefined;
}
