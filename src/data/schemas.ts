/**
 * The facts an owner changes, as data files beside this one (JSON, which the browser editor writes
 * and every tool reads): the identity, the plans and their prices, the testimonials, the
 * certifications, the legal terms, and the blog's authors and tags. Each file is checked against its schema here when the site is
 * built (./validate.ts: a mistake stops the build with the file, the line and the field), and the
 * modules that hand the facts to the pages (./site.ts, ./plans.ts, …) take their types from these
 * schemas: the pages' types are exactly what the build accepts. Pages import those types only, so
 * zod stays out of the browser.
 */
import * as z from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
const paragraph = text.meta({multiline: true});
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'expected an address starting with https://');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case words joined by hyphens');
const count = z.number().int().positive();

/**
 * A picture of the facts (the consultant's portrait, a certification's badge): a JPEG or PNG in
 * src/data/pictures/, where the editor uploads it, named from src/data/ ("pictures/portrait.jpg"),
 * with what it shows. The build makes its AVIF, WebP and original sizes (src/plugins/images), and
 * the page offers every size.
 */
const picture = z.strictObject({
  src: z
    .string()
    .regex(
      /^pictures\/[\w.-]+\.(?:jpe?g|png)$/i,
      'expected a JPEG or PNG in src/data/pictures/, such as "pictures/portrait.jpg": upload it in the editor',
    )
    .meta({format: 'picture'}),
  /** What the picture shows, for those who cannot see it. */
  alt: text,
});

/**
 * Items of a list that must differ in `key`: the second and later of a value already seen are
 * refused, at that item's field, naming the first.
 */
const distinct =
  <Item>(key: keyof Item & string, what: string) =>
  (items: readonly Item[], context: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[key];
      const first = seen.get(value);
      if (first === undefined) {
        seen.set(value, index);
        return;
      }
      context.addIssue({
        code: 'custom',
        path: [index, key],
        message: `${what} ${JSON.stringify(value)} is already item ${first + 1} of the list: each is listed once`,
      });
    });
  };

const socialNetwork = z.enum(['Twitter', 'LinkedIn', 'YouTube', 'Medium', 'Substack']);

/**
 * The one source of the site's identity. Every page, the navbar, the footer, the legal pages,
 * structured data and feeds read these values: changing them rebrands the whole site. Its texts
 * are shown as written: unlike a page's, they name no other fact as `{site.name}` (./validate.ts).
 */
const site = z.strictObject({
  /** The consultant's full name. */
  name: text,
  /** Given name, used in conversational copy ("I'm Daniel"). */
  firstName: text,
  /**
   * The consultant's key among the blog's authors (authors.json); also the end of /author/KEY.
   * The editor shows it and never changes it: posts and the profile's address are named by it.
   */
  authorKey: slug.meta({readonly: true}),
  jobTitle: text,
  /** The registered business behind the site. */
  company: text,
  email: z.email('expected an email address'),
  /** Absolute origin of the production site, without a trailing slash. */
  url: z
    .string()
    .regex(/^https?:\/\/[^\s/]+$/, 'expected the site’s origin, such as https://www.example.com'),
  /** External scheduling page for the strategy call (opens in a new tab). */
  schedulingUrl: httpsUrl,
  strategyCallMinutes: count,
  yearsOfExperience: text,
  location: z.strictObject({
    city: text,
    region: text,
    regionCode: text,
    country: text,
    /** How the location reads in copy. */
    label: text,
    serviceArea: text,
  }),
  tagline: text,
  description: paragraph,
  socials: z
    .array(z.strictObject({network: socialNetwork, url: httpsUrl}))
    .superRefine(distinct('network', 'the network')),
  /** The profile that sends new posts by email (a newsletter platform of `socials`), if any. */
  newsletter: socialNetwork.optional(),
  /**
   * The consultant's photograph, at least 640 pixels wide, square or cropped to the face, and what
   * it shows. Without it, the portrait is a monogram of the initials.
   */
  portrait: picture.optional(),
});

/** A consulting plan on /pricing. Prices are in US dollars. */
const plan = z.strictObject({
  /** What MDX names the plan by: `<Price plan="project" />`. */
  id: z.enum(['hourly', 'project', 'oversight']),
  name: text,
  /** In whole dollars, more than 0: the page shows it. */
  price: z
    .number()
    .int('expected whole dollars, such as 150')
    .positive('expected a price of more than $0: the pricing page shows it'),
  unit: z.enum(['hour', 'month']),
  /** Shown as "from $X" when the price is a starting point. */
  startingAt: z.boolean(),
  /** Minimum number of units, if any (the project plan's 10-hour minimum). */
  minimum: z.strictObject({quantity: count, unit: z.enum(['hour'])}).optional(),
  description: paragraph,
  features: z.array(text).min(1),
  recommended: z.boolean(),
});

/** A client's testimonial (first name and initial only, with consent). */
const testimonial = z.strictObject({
  /**
   * First name plus the initial of the family name: "Maria L.", "Mary-Anne K." (a first name may
   * join parts with a hyphen or an apostrophe, and have accented letters).
   */
  name: z
    .string()
    .regex(
      /^\p{Lu}(?:[\p{L}'’-]*\p{L})? \p{Lu}\.$/u,
      'expected a first name and the initial of the family name, such as "Maria L." or "Mary-Anne K."',
    ),
  jobTitle: text,
  /** What the client said: a sentence or two. */
  quote: text
    .min(40, 'expected at least 40 characters: a sentence or two the client said')
    .meta({multiline: true}),
});

/** A certification held by the consultant; its link goes to the issuing program's public page. */
const certification = z.strictObject({
  title: text,
  issuer: text,
  link: httpsUrl,
  linkLabel: z.enum(['Verify', 'View Certificate']),
  /** The program's badge, if it has one. */
  badge: picture.optional(),
});

/**
 * An author of the blog. The site's owner is one, named by the identity's `authorKey`: their
 * name, job title and portrait are the identity's, so their entry holds the key alone. Another
 * author (a guest) gives a name and a job title, and may give a picture and an address.
 * A profile page at /author/KEY is src/content/authors/KEY.mdx.
 */
const author = z.strictObject({
  /** What a post's `authors` names, and the end of the profile's address: /author/KEY. */
  key: slug,
  /** The author's full name (the site's owner: the identity's, left empty). */
  name: text.optional(),
  /** The author's job title (the site's owner: the identity's, left empty). */
  title: text.optional(),
  /** A picture of the author, square, at least 160 pixels wide (the owner: the identity's). */
  image: z.string().meta({format: 'image'}).optional(),
  /** The author's own page elsewhere, when the site has no profile of them. */
  url: httpsUrl.optional(),
});

/** A tag of the blog: its page is /blog/tags/KEY, and posts name it by its key. */
const tag = z.strictObject({
  key: slug,
  /** How the tag reads on posts and on its page. */
  label: text,
  /** What the posts of the tag are about, for its page and its card. */
  description: paragraph,
});

/** Facts the legal pages state. */
const legal = z.strictObject({
  /** The date the current legal pages took effect (a calendar date). */
  effectiveDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2025-09-05')
    .meta({format: 'date'}),
  /** Clients must be at least this old to engage the consultant. */
  minimumClientAge: count,
  /** The services are not directed to children under this age. */
  childrenAge: count,
  /** Whose laws govern the terms of service. */
  governingState: text,
});

/**
 * Words the site's spelling check takes as written (names of clients, towns, products): the
 * owner's prose is never refused for a word the dictionary lacks, but the page check lists such
 * words, and one added here stops being listed. cspell.json imports this file as it is.
 */
const words = z.strictObject({
  words: z
    .array(
      z
        .string()
        .regex(/^[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*$/u, 'expected one word, without spaces'),
    )
    .superRefine((list, context) => {
      list.forEach((word, index) => {
        const first = list.indexOf(word);
        if (first !== index) {
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `"${word}" is already word ${first + 1} of the list`,
          });
        }
      });
    }),
});

/** Each data file of src/data/, its schema and how the editor names it. */
export const dataFiles = {
  site: {file: 'site.json', label: 'Identity', schema: site},
  plans: {
    file: 'plans.json',
    label: 'Plans and prices',
    schema: z.strictObject({
      plans: z
        .array(plan)
        .min(1)
        .superRefine((plans, context) => {
          // The pricing page shows one plan as the one to choose, or none.
          const recommended = plans.flatMap((each, index) => (each.recommended ? [index] : []));
          for (const index of recommended.slice(1)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'recommended'],
              message: `plan ${(recommended[0] ?? 0) + 1} is recommended already: only one plan can be, so turn this one off`,
            });
          }
        }),
    }),
  },
  testimonials: {
    file: 'testimonials.json',
    label: 'Testimonials',
    schema: z.strictObject({testimonials: z.array(testimonial)}),
  },
  certifications: {
    file: 'certifications.json',
    label: 'Certifications',
    schema: z.strictObject({
      certifications: z.array(certification).superRefine(distinct('title', 'the certification')),
    }),
  },
  legal: {file: 'legal.json', label: 'Legal terms', schema: legal},
  authors: {
    file: 'authors.json',
    label: 'Blog authors',
    schema: z.strictObject({
      authors: z.array(author).min(1).superRefine(distinct('key', 'the key')),
    }),
  },
  words: {file: 'words.json', label: 'Dictionary', schema: words},
  tags: {
    file: 'tags.json',
    label: 'Blog tags',
    schema: z.strictObject({tags: z.array(tag).superRefine(distinct('key', 'the key'))}),
  },
} as const;

export type SiteIdentity = z.output<typeof site>;
export type Plan = z.output<typeof plan>;
export type Testimonial = z.output<typeof testimonial>;
export type Certification = z.output<typeof certification>;
export type LegalTerms = z.output<typeof legal>;
export type BlogAuthor = z.output<typeof author>;
export type BlogTag = z.output<typeof tag>;
