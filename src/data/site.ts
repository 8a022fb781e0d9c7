import {authorsBase} from './sections';

/**
 * The one source of the site's identity. Every page, the navbar, the footer, the legal pages,
 * structured data and feeds read these values: changing them rebrands the whole site.
 */
interface SocialProfile {
  readonly network: 'Twitter' | 'LinkedIn' | 'YouTube' | 'Medium' | 'Substack';
  readonly url: string;
}

export interface SiteIdentity {
  /** The consultant's full name. */
  readonly name: string;
  /** Given name, used in conversational copy ("I'm Daniel"). */
  readonly firstName: string;
  /** Key of the consultant in blog/authors.yml; also the last segment of /author/NAME. */
  readonly authorKey: string;
  readonly jobTitle: string;
  /** The registered business behind the site. */
  readonly company: string;
  readonly email: string;
  /** Absolute origin of the production site, without a trailing slash. */
  readonly url: string;
  /** External scheduling page for the strategy call (opens in a new tab). */
  readonly schedulingUrl: string;
  readonly strategyCallMinutes: number;
  readonly yearsOfExperience: string;
  readonly location: {
    readonly city: string;
    readonly region: string;
    readonly regionCode: string;
    readonly country: string;
    /** How the location reads in copy. */
    readonly label: string;
    readonly serviceArea: string;
  };
  readonly tagline: string;
  readonly description: string;
  readonly socials: readonly SocialProfile[];
  /** The profile that sends new posts by email (a newsletter platform of `socials`), if any. */
  readonly newsletter?: SocialProfile['network'];
  /**
   * The consultant's photograph: a JPEG (or PNG) beside this file, at least 640 pixels wide,
   * square or cropped to the face (`portrait: 'portrait.jpg'`). The build makes its AVIF, WebP and
   * JPEG sizes (src/plugins/images). Without it, the portrait is a monogram of the name's initials.
   */
  readonly portrait?: string;
}

const yearsOfExperience = '10+';
const location = {
  city: 'Washington',
  region: 'District of Columbia',
  regionCode: 'DC',
  country: 'US',
  label: 'Washington, DC',
  serviceArea: 'clients nationwide',
} as const;

export const site = {
  name: 'Daniel Brooks',
  firstName: 'Daniel',
  authorKey: 'daniel-brooks',
  jobTitle: 'Digital Marketing & SEO Consultant',
  company: 'Brooks Strategy Group LLC',
  email: 'hello@example.com',
  url: 'https://example.com',
  schedulingUrl: 'https://calendly.com/danielbrooks-seo/60-minute-strategy-call',
  strategyCallMinutes: 60,
  yearsOfExperience,
  location,
  tagline: 'Strategy-first SEO and digital marketing consulting',
  description: `Independent SEO consultant in ${location.label}. Strategy, audits and marketing oversight for businesses nationwide, with ${yearsOfExperience} years of experience.`,
  socials: [
    {network: 'Twitter', url: 'https://x.com/danielbrooksseo'},
    {network: 'LinkedIn', url: 'https://www.linkedin.com/in/danielbrooksseo/'},
    {network: 'YouTube', url: 'https://www.youtube.com/@danielbrooksseo'},
    {network: 'Medium', url: 'https://medium.com/@danielbrooksseo'},
    {network: 'Substack', url: 'https://danielbrooksseo.substack.com'},
  ],
  newsletter: 'Substack',
} as const satisfies SiteIdentity;

/** The path of the consultant's author profile (src/content/authors/KEY.mdx). */
export const authorPath = `${authorsBase}/${site.authorKey}`;

/** Where every call to action leads. */
export const contactPath = '/contact';
