/**
 * The regions the consultant serves in person: the DMV and the Hub City region. The areas page,
 * the two area pages, their region cards and the coming-soon region pages come from this list.
 */
import type {ProcessId} from './process';

export type AreaId = 'dmv' | 'hub-city';

export interface Region {
  readonly slug: string;
  readonly name: string;
  /** Title of the region's own page. */
  readonly title: string;
  readonly description: string;
}

export interface Area {
  readonly id: AreaId;
  /** Short name used in breadcrumbs and back links ("Back to DMV Services"). */
  readonly name: string;
  readonly path: string;
  /** The h1 of the area page. */
  readonly title: string;
  readonly summary: string;
  /** Text of the card on /areas-served. */
  readonly description: string;
  readonly places: string;
  readonly process: ProcessId;
  readonly regions: readonly Region[];
}

export const areas = [
  {
    id: 'dmv',
    name: 'DMV',
    path: '/areas-served/dmv/online-marketing-consultant',
    title: 'Online Marketing Consultant for the DMV',
    summary:
      'Strategy-first SEO and digital marketing for businesses in Washington DC, Maryland and Virginia, from a consultant who lives and works here.',
    description:
      'Washington DC, Maryland and Virginia: local SEO, content and paid strategy for the capital region.',
    places: 'Washington DC, Maryland and Virginia',
    process: 'dmv',
    regions: [
      {
        slug: 'washington-dc-freelance-marketing-consultant',
        name: 'Washington, DC',
        title: 'Washington, DC Freelance Marketing Consultant',
        description:
          'For associations, professional services and local businesses competing in the District.',
      },
      {
        slug: 'southern-md-freelance-marketing-consultant',
        name: 'Southern Maryland',
        title: 'Southern Maryland Freelance Marketing Consultant',
        description:
          'For contractors, healthcare practices and family businesses across Charles, Calvert and St. Mary’s counties.',
      },
      {
        slug: 'northern-va-freelance-marketing-consultant',
        name: 'Northern Virginia',
        title: 'Northern Virginia Freelance Marketing Consultant',
        description:
          'For government contractors, tech firms and service businesses from Arlington to Loudoun.',
      },
    ],
  },
  {
    id: 'hub-city',
    name: 'Hub City',
    path: '/areas-served/hub-city/internet-marketing-consultant',
    title: 'Internet Marketing Consultant for the Hub City Region',
    summary:
      'SEO and digital marketing strategy for businesses around Hagerstown, the Hub City, and the tri-state region it anchors.',
    description:
      'Western Maryland, the Eastern Panhandle of West Virginia and South Central Pennsylvania.',
    places:
      'Western Maryland, the Eastern Panhandle of West Virginia and South Central Pennsylvania',
    process: 'hubCity',
    regions: [
      {
        slug: 'western-md-freelance-marketing-consultant',
        name: 'Western Maryland',
        title: 'Western Maryland Freelance Marketing Consultant',
        description:
          'For manufacturers, tourism businesses and local services from Hagerstown to Garrett County.',
      },
      {
        slug: 'eastern-panhandle-wv-freelance-marketing-consultant',
        name: 'Eastern Panhandle, WV',
        title: 'Eastern Panhandle WV Freelance Marketing Consultant',
        description:
          'For growing businesses in Martinsburg, Charles Town, Shepherdstown and the communities between.',
      },
      {
        slug: 'south-central-pa-freelance-marketing-consultant',
        name: 'South Central Pennsylvania',
        title: 'South Central PA Freelance Marketing Consultant',
        description:
          'For retailers, agribusiness and service firms in Chambersburg, Gettysburg, York and beyond.',
      },
    ],
  },
] as const satisfies readonly Area[];

export type AreaEntry = (typeof areas)[number];

export function regionPath(region: Pick<Region, 'slug'>): string {
  return `/${region.slug}`;
}

export function backToAreaLabel(area: Pick<Area, 'name'>): string {
  return `Back to ${area.name} Services`;
}
