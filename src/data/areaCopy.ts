/**
 * The copy of the two area pages that differs between them: why a business there needs a
 * consultant, and why it should choose this one. Place names come from src/data/areas.ts and the
 * consultant's facts from src/data/site.ts, so neither is written twice.
 */
import {areas, type AreaEntry, type AreaId} from './areas';
import {site} from './site';

export interface AreaCopy {
  /** The document title (the site name is appended, so at most 40 characters). */
  readonly pageTitle: string;
  /** Reasons a business in the area benefits from a marketing consultant. */
  readonly whyNeeded: readonly string[];
  /** Introduction to the region cards. */
  readonly regionsIntro: string;
  /** Introduction to the featured case study's results. */
  readonly resultsIntro: string;
  /** Reasons to choose this consultant. */
  readonly reasons: readonly string[];
  /** The closing call to action. */
  readonly closing: {readonly title: string; readonly text: string};
}

export function areaById(id: AreaId): AreaEntry {
  const area = areas.find((entry) => entry.id === id);
  if (!area) {
    throw new Error(`Unknown area "${id}"`);
  }
  return area;
}

const dmv = areaById('dmv');
const hubCity = areaById('hub-city');
const {location, yearsOfExperience} = site;

export const areaCopy: Record<AreaId, AreaCopy> = {
  dmv: {
    pageTitle: `${dmv.name} Online Marketing Consultant`,
    whyNeeded: [
      'The capital region is one of the most crowded search markets in the country: federal contractors, law firms, associations and national brands all compete for the same first page.',
      `Your customers cross jurisdiction lines without thinking about it. Someone searching from one side of the river will happily hire a business on the other, so your visibility has to cover ${dmv.places}.`,
      'Map results decide who gets the call. Without a maintained Google Business Profile, steady reviews and useful location pages, you are invisible on the searches closest to a sale.',
      'The cost of doing business here is high, so every marketing dollar needs a clear job and a return you can measure.',
      'Many local businesses pay agencies for activity reports rather than outcomes. Independent oversight keeps your team and your partners accountable to results.',
    ],
    regionsIntro: `Each part of the ${dmv.name} has its own buyers, competitors and search habits. Dedicated pages for each are on the way.`,
    resultsIntro:
      'The same strategy-first approach I bring to local businesses here produced these results in one campaign.',
    reasons: [
      `I am based in ${location.label}, so I know how buyers across the region research, compare and decide before they pick up the phone.`,
      `${yearsOfExperience} years of experience in SEO, content strategy and digital marketing, applied to your goals rather than a template.`,
      'Strategy first: you own a clear, prioritized plan, carried out by your team or by vetted white-label partners under my oversight.',
      'Senior attention on every engagement. You work with me directly, not with a junior account manager.',
      'Transparent rates and no long-term contracts: you stay because the work is paying off, not because you are locked in.',
    ],
    closing: {
      title: `Ready to Grow Your ${dmv.name} Business?`,
      text: `Tell me where you want to be in a year. In a ${site.strategyCallMinutes}-minute strategy call we will work out the fastest honest route there.`,
    },
  },
  'hub-city': {
    pageTitle: `${hubCity.name} Internet Marketing Consultant`,
    whyNeeded: [
      `Your market spans three states. Customers across ${hubCity.places} cross state lines every day to work and shop, and your search presence has to follow them.`,
      'The region is growing. New residents and businesses arriving along the interstate corridors search online first, long before they ask a neighbour for a recommendation.',
      'Regional chains and metro-area agencies are targeting these towns with bigger budgets. A focused local strategy lets a smaller business win the searches that matter most.',
      'Reviews, community content and an accurate Google Business Profile carry extra weight in smaller markets, where reputation travels fast.',
      'Owners often run marketing themselves between everything else. A clear roadmap replaces guesswork with a short list of the work that pays.',
    ],
    regionsIntro: `The ${hubCity.name} region is really three markets that share one economy. Dedicated pages for each are on the way.`,
    resultsIntro:
      'The same approach that works for growing regional businesses produced these results in one campaign.',
    reasons: [
      `I work from ${location.label}, close enough to know the region’s economy and to meet in person when a workshop helps.`,
      `${yearsOfExperience} years of experience in SEO and digital marketing strategy, sized to the budgets of regional businesses.`,
      'Guidance that builds your capability: I coach you or your team, and coordinate white-label partners when you would rather not do the work yourself.',
      'Plain-English plans and reporting, so you always know what is being done and why.',
      'Transparent rates and no long-term contracts: hourly, project-based or ongoing guidance, whichever fits.',
    ],
    closing: {
      title: `Let’s Grow Your Business in the ${hubCity.name} Region`,
      text: `Start with a ${site.strategyCallMinutes}-minute strategy call. You will leave with a clear view of where you stand and what to do next.`,
    },
  },
};
