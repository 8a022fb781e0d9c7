/** The numbered process steps shown on the home, hub, service and area pages. */
export interface ProcessStep {
  readonly name: string;
  readonly description: string;
}

export type ProcessId = 'home' | 'seoHub' | 'onPage' | 'programmatic' | 'dmv' | 'hubCity';

const discoveryCall: ProcessStep = {
  name: 'Discovery Call',
  description:
    'A 60-minute conversation about your business, your customers and your goals, so the work starts from what matters to you.',
};

const auditAndResearch: ProcessStep = {
  name: 'Audit & Research',
  description:
    'I review your site, analytics, competitors and search demand to find what is holding you back and where the quickest wins are.',
};

const strategyRoadmap: ProcessStep = {
  name: 'Strategy Roadmap',
  description:
    'You get a prioritized, plain-English plan: what to do, in what order, who does it, and how we will measure success.',
};

export const processes = {
  home: [
    {
      name: 'Audit & Strategy',
      description:
        'We start with a clear picture of where you stand: your site, your competitors and your audience, turned into a strategy that fits your budget.',
    },
    {
      name: 'Action Plan',
      description:
        'The strategy becomes a prioritized action plan your team or my white-label partners can carry out, with owners and deadlines.',
    },
    {
      name: 'Oversight & Optimization',
      description:
        'I oversee execution, review results and adjust the plan as data comes in, so the work keeps compounding.',
    },
  ],
  seoHub: [
    discoveryCall,
    {
      name: 'SEO Audit',
      description:
        'A technical, on-page and off-page audit that shows exactly what is helping and what is hurting your rankings.',
    },
    {
      name: 'Custom SEO Roadmap',
      description:
        'A prioritized roadmap of fixes, content and authority building, sized to your team and your budget.',
    },
    {
      name: 'Oversight & Reporting',
      description:
        'Regular reviews of rankings, traffic and leads, with adjustments made before small problems become big ones.',
    },
  ],
  onPage: [
    {
      name: 'Page-Level Audit',
      description:
        'Every important page is reviewed for intent match, titles, headings, content depth, internal links and structured data.',
    },
    {
      name: 'Keyword & Intent Mapping',
      description:
        'Each page is mapped to the searches it should win, so pages stop competing with each other.',
    },
    {
      name: 'Optimization Plan',
      description:
        'Clear, page-by-page recommendations your writers and developers can implement without guesswork.',
    },
    {
      name: 'Measure & Refine',
      description:
        'We track rankings, click-through rate and conversions, then refine the pages that can do better.',
    },
  ],
  programmatic: [
    discoveryCall,
    auditAndResearch,
    {
      name: 'Programmatic Roadmap',
      description:
        'Page templates, data sources, internal linking and quality rules defined before a single page is generated.',
    },
    {
      name: 'Ongoing Oversight',
      description:
        'I monitor indexation, rankings and engagement across the page set and prune or improve what underperforms.',
    },
  ],
  dmv: [
    discoveryCall,
    auditAndResearch,
    strategyRoadmap,
    {
      name: 'Ongoing Oversight',
      description:
        'Monthly or bi-weekly reviews keep your campaigns on track across DC, Maryland and Virginia.',
    },
  ],
  hubCity: [
    discoveryCall,
    auditAndResearch,
    strategyRoadmap,
    {
      name: 'Oversight & Guidance',
      description:
        'Ongoing guidance for you or your team, with regular check-ins and adjustments as your market responds.',
    },
  ],
} as const satisfies Record<ProcessId, readonly ProcessStep[]>;
