/** Client testimonials shown on the home page (first name and initial only, with consent). */
export interface Testimonial {
  /** First name plus initial, e.g. "Maria L." */
  readonly name: string;
  readonly jobTitle: string;
  readonly quote: string;
}

export const testimonials = [
  {
    name: 'Maria L.',
    jobTitle: 'Owner, Capitol Hill wellness studio',
    quote:
      'Daniel found problems on our site that two agencies had missed. Within three months we were on the first page for the searches that actually bring in new clients.',
  },
  {
    name: 'James T.',
    jobTitle: 'Marketing Director, B2B software company',
    quote:
      'He gave my team a roadmap we could execute ourselves and checked in every two weeks to keep us honest. It was the most useful consulting we have paid for.',
  },
  {
    name: 'Priya S.',
    jobTitle: 'Founder, e-commerce skincare brand',
    quote:
      'Clear pricing, no long contract and no jargon. Our organic revenue has grown every quarter since we started working together.',
  },
  {
    name: 'Kevin R.',
    jobTitle: 'Independent IT consultant',
    quote:
      'As a one-person business I needed a plan that fit my time and budget. Daniel delivered exactly that, and the leads from search now fill most of my calendar.',
  },
] as const satisfies readonly Testimonial[];
