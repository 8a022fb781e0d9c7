/**
 * The copy of the pages that stand in for a page not yet written: a coming-soon service or region,
 * and an industry whose copy is still being developed (or a slug no industry has).
 */
import type {Kind} from '../lib/content/types';
import {contactPath} from './site';

/** Above the title of a page that is not written yet. */
export const comingSoonBadge = 'Coming Soon!';

/** What a coming-soon page says under its lead, by kind of page. */
export const comingSoonMessages: Partial<Record<Kind, string>> & {readonly default: string} = {
  service:
    'This page is under construction. In the meantime, I am happy to talk through how this service would work for your business.',
  region:
    'This page is under construction. In the meantime, I am happy to talk through what I can do for businesses in this area.',
  default:
    'This page is under construction. In the meantime, I am happy to talk through your plans.',
};

/** The call to action of a page that is not written yet: a call about what it will cover. */
export const comingSoonAction = (name: string) => `Let’s Talk About ${name}`;

/** Beside a page that is not written yet: the pages a visitor can read now. */
export const availableNow = {title: 'Available Now'};

export const industryFallback = {
  /** The lead of an industry page whose copy is not written yet. */
  lead: 'Content for this industry is being developed. Check back soon, or talk to me about your market today.',
  /** Its description, for an industry with no page at all (an unknown slug). */
  description: (title: string) =>
    `Content about ${title} is being developed. Browse the industries I serve or book a strategy call.`,
  /** The label of the link back to the industries. */
  backLabel: 'Back to Industries',
  /** Its call to action. */
  action: 'Let’s Talk About Your Market',
};

/** The not-found page: what it says and where it offers to go. */
export const notFound = {
  title: 'Page Not Found',
  description:
    'The page you were looking for does not exist. Find SEO and digital marketing services, or get in touch.',
  lead: 'The page you were looking for has moved or never existed. These will get you back on track:',
  links: [
    {label: 'Home', to: '/', primary: false},
    {label: 'Services', to: '/services', primary: false},
    {label: 'Contact', to: contactPath, primary: true},
  ],
} as const;
