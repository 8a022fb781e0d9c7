/**
 * Permanent redirects. This one list feeds the in-browser redirect pages of the build and the 301
 * rules for real web servers and static hosts. A source must not be a page; a target must be one.
 */
import {caseStudyPath, featuredCaseStudy} from './caseStudies';
import {industriesBase} from './industries';
import {serviceBySlug, servicePath} from './services';

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

export const redirects: readonly Redirect[] = [
  {from: '/industries', to: industriesBase},
  {from: '/on-page-seo-expert', to: servicePath(serviceBySlug('on-page-seo-expert'))},
  {from: '/case-studies/authority-hacking-seo-strategy', to: caseStudyPath(featuredCaseStudy)},
];
