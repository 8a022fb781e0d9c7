/**
 * What a searchable page shows that is not its own text: the interface around and inside it. The
 * search index leaves these elements out (src/plugins/search hands them to Pagefind as
 * `excludeSelectors`), so a result's excerpt and its matches hold the page's own words only, never
 * "Copy code", "(opens in a new tab)" or a card's "Learn more →". The rules name kinds of element,
 * not components, so a new component's controls and hints stay out of the index on their own.
 *
 * A component whose interface is none of these marks it `data-pagefind-ignore="all"`, which
 * Pagefind honours by itself: the site's Button (a call to action's label), the breadcrumbs, and a
 * card that leads to another page (the Card component's `linked`: its title, badge and summary are
 * that page's words). Pagefind's selectors cannot say "a list item headed by a link", so the
 * component says it.
 */
export const interfaceSelectors: readonly string[] = [
  // Controls: their labels name an action ("Copy code", "Copy email"), not the page's subject.
  'button',
  'input',
  'select',
  'textarea',
  '[role="button"]',
  // Notes for screen readers only, such as "(opens in a new tab)" after an external link.
  '.sr-only',
  // Drawn for the eye only: icons, a card's "Learn more →", the numbers of steps.
  '[aria-hidden="true"]',
  'svg',
  // Ways to other pages (breadcrumbs, a table of contents, pagination, related reading): their
  // words are other pages' names, which those pages answer for themselves.
  'nav',
];
