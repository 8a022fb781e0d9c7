/**
 * Certifications held by the consultant. Each link goes to the issuing program's public page,
 * opened in a new tab.
 */
type CertificationLinkLabel = 'Verify' | 'View Certificate';

export interface Certification {
  readonly title: string;
  readonly issuer: string;
  readonly link: string;
  readonly linkLabel: CertificationLinkLabel;
  /** Optional badge image (a path under static/), with its intrinsic size. */
  readonly image?: {readonly src: string; readonly width: number; readonly height: number};
}

export const certifications = [
  {
    title: 'Google Analytics Certification',
    issuer: 'Google Skillshop',
    link: 'https://skillshop.withgoogle.com/',
    linkLabel: 'Verify',
  },
  {
    title: 'Google Ads Search Certification',
    issuer: 'Google Skillshop',
    link: 'https://skillshop.exceedlms.com/student/path/18128-google-ads-search-certification',
    linkLabel: 'Verify',
  },
  {
    title: 'Google Digital Marketing & E-commerce Professional Certificate',
    issuer: 'Google via Coursera',
    link: 'https://www.coursera.org/professional-certificates/google-digital-marketing-ecommerce',
    linkLabel: 'View Certificate',
  },
  {
    title: 'Inbound Marketing Certification',
    issuer: 'HubSpot Academy',
    link: 'https://academy.hubspot.com/courses/inbound-marketing',
    linkLabel: 'Verify',
  },
  {
    title: 'Content Marketing Certification',
    issuer: 'HubSpot Academy',
    link: 'https://academy.hubspot.com/courses/content-marketing',
    linkLabel: 'Verify',
  },
  {
    title: 'SEO Certification',
    issuer: 'HubSpot Academy',
    link: 'https://academy.hubspot.com/courses/seo-training',
    linkLabel: 'Verify',
  },
  {
    title: 'SEO Toolkit Certification',
    issuer: 'Semrush Academy',
    link: 'https://www.semrush.com/academy/exams/',
    linkLabel: 'View Certificate',
  },
  {
    title: 'Technical SEO Certification',
    issuer: 'Semrush Academy',
    link: 'https://www.semrush.com/academy/courses/',
    linkLabel: 'View Certificate',
  },
  {
    title: 'Meta Certified Digital Marketing Associate',
    issuer: 'Meta Blueprint',
    link: 'https://www.facebook.com/business/learn/certification',
    linkLabel: 'Verify',
  },
  {
    title: 'LinkedIn Marketing Strategy Certification',
    issuer: 'LinkedIn Marketing Labs',
    link: 'https://business.linkedin.com/marketing-solutions/marketing-labs',
    linkLabel: 'View Certificate',
  },
  {
    title: 'SEO Essentials Certificate',
    issuer: 'Moz Academy',
    link: 'https://academy.moz.com/',
    linkLabel: 'View Certificate',
  },
] as const satisfies readonly Certification[];
