/**
 * The "What I Do" offerings on the home page, and the note on how the work gets done. Each
 * offering leads to the page that describes it in full.
 */
import {pages} from './pages';
import {hubById, hubPath} from './services';

export interface Offering {
  readonly title: string;
  readonly description: string;
  /** Internal path of the page that describes the offering. */
  readonly to: string;
  /** Link text that makes sense on its own ("Explore SEO consulting"). */
  readonly linkLabel: string;
}

export const offerings = [
  {
    title: 'SEO Strategy & Audits',
    description:
      'Technical, on-page and off-page audits that show what is holding your rankings back, turned into a prioritized roadmap your team can follow.',
    to: hubPath(hubById('seo')),
    linkLabel: 'Explore SEO consulting',
  },
  {
    title: 'Content Strategy',
    description:
      'What to publish, where and why: topic plans for search, social, YouTube and answer engines, with briefs your writers can run with.',
    to: hubPath(hubById('content')),
    linkLabel: 'Explore content strategy',
  },
  {
    title: 'Digital Marketing Strategy',
    description:
      'A senior marketing partner for small businesses: the channels worth your budget, the order to tackle them in and how to measure each one.',
    to: hubPath(hubById('small-business')),
    linkLabel: 'Explore small business consulting',
  },
  {
    title: 'Ongoing Oversight',
    description:
      'Regular strategy sessions and campaign reviews while your in-house team or white-label partners do the work, so nothing drifts off plan.',
    to: pages.pricing.path,
    linkLabel: 'See oversight pricing',
  },
] as const satisfies readonly Offering[];

export interface TransparencyNote {
  readonly title: string;
  readonly intro: string;
  readonly points: readonly {readonly label: string; readonly text: string}[];
}

/** How the work is split between the consultant and white-label partners. */
export const transparencyNote = {
  title: 'How the Work Gets Done',
  intro:
    'I am a consultant, not an agency, and I want you to know exactly who does what before you hire me.',
  points: [
    {
      label: 'Strategy and oversight',
      text: 'come from me personally: the audit, the plan, the priorities and the reviews.',
    },
    {
      label: 'Execution',
      text: 'is carried out by your own team or by vetted white-label partners I have worked with for years.',
    },
    {
      label: 'No hidden markups:',
      text: 'partner costs are quoted to you openly, so you always know what you pay for the work and what you pay for my time.',
    },
  ],
} as const satisfies TransparencyNote;
