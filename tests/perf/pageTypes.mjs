/**
 * One page of each kind the site has, as the performance budgets and the benchmark weigh them.
 * Paths only: what each page shows comes from the content modules.
 */
export const pageTypes = [
  {type: 'home', path: '/'},
  {type: 'service hub', path: '/services/seo-consultant'},
  {type: 'full service page', path: '/services/on-page-seo-expert'},
  {type: 'coming-soon page', path: '/services/technical-seo-expert'},
  {type: 'area page', path: '/areas-served/dmv/online-marketing-consultant'},
  {type: 'pricing', path: '/pricing'},
  {type: 'blog post', path: '/blog/my-first-blog-post'},
  {type: 'legal page', path: '/privacy-policy'},
];
