/** The three consulting plans on /pricing. Prices are in US dollars. */
export interface Plan {
  readonly id: 'hourly' | 'project' | 'oversight';
  readonly name: string;
  readonly price: number;
  readonly unit: 'hour' | 'month';
  /** Shown as "from $X" when the price is a starting point. */
  readonly startingAt: boolean;
  /** Minimum number of units, if any (the project plan's 10-hour minimum). */
  readonly minimum?: {readonly quantity: number; readonly unit: 'hour'};
  readonly description: string;
  readonly features: readonly string[];
  readonly recommended: boolean;
}

export const currency = 'USD';

export const plans = [
  {
    id: 'hourly',
    name: 'Hourly Consulting',
    price: 149,
    unit: 'hour',
    startingAt: false,
    description:
      'Expert answers when you need them: audits of a single issue, second opinions and working sessions with your team.',
    features: [
      'Book as many or as few hours as you need',
      'Recorded working sessions on request',
      'Written summary and next steps after each call',
    ],
    recommended: false,
  },
  {
    id: 'project',
    name: 'Project-Based Consulting',
    price: 75,
    unit: 'hour',
    startingAt: false,
    minimum: {quantity: 10, unit: 'hour'},
    description:
      'A defined project at a reduced rate: an SEO audit, a content strategy or a channel plan, delivered as a clear roadmap.',
    features: [
      'Scope, deliverables and timeline agreed up front',
      'Full audit or strategy document',
      'Walkthrough call to hand the plan to your team',
    ],
    recommended: true,
  },
  {
    id: 'oversight',
    name: 'Ongoing Oversight',
    price: 1995,
    unit: 'month',
    startingAt: true,
    description:
      'Strategic leadership every month while your team or white-label partners carry out the work.',
    features: [
      'Bi-weekly or monthly strategy sessions',
      'Campaign reviews',
      'Coordination with in-house teams or white-label partners',
      'Proactive adjustments',
    ],
    recommended: false,
  },
] as const satisfies readonly Plan[];

export type PlanEntry = (typeof plans)[number];

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
