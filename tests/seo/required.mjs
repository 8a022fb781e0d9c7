/**
 * Properties a node must carry, per type. "google" rows are what Google's structured-data
 * documentation marks as required (https://developers.google.com/search/docs/appearance/
 * structured-data/search-gallery and the page of each feature, named below); "site" rows are what
 * this site requires on top (a Service has a provider and an areaServed, so it names who offers
 * it and where).
 * A value is present when it is a non-empty string, a number, a non-empty array or an object.
 * `anyOf` lists alternatives: one of them must be present.
 */

/** @typedef {{property: string, anyOf?: string[], source: 'google' | 'site', doc: string, when?: (node: object, context: {nested: boolean, parentProperty?: string}) => boolean}} Requirement */

const docs = {
  breadcrumb: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
  carousel: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
  review: 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
  merchant: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing',
  localBusiness:
    'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  siteName: 'https://developers.google.com/search/docs/appearance/site-names',
  article: 'https://developers.google.com/search/docs/appearance/structured-data/article',
  profile: 'https://developers.google.com/search/docs/appearance/structured-data/profile-page',
  issue: 'issue 3, "One linked JSON-LD graph"',
};

/** @type {Record<string, Requirement[]>} */
const requiredProperties = {
  BreadcrumbList: [{property: 'itemListElement', source: 'google', doc: docs.breadcrumb}],
  // A breadcrumb's ListItem needs its position, its name, and the URL of every crumb but the last
  // (Google: "item ... not required for the last breadcrumb"); the site gives the last one too. A
  // ListItem of a carousel ItemList needs its position and a url (or the item itself).
  ListItem: [
    {property: 'position', source: 'google', doc: docs.breadcrumb},
    {
      property: 'name',
      source: 'google',
      doc: docs.breadcrumb,
      when: (_node, {parentType}) => parentType === 'BreadcrumbList',
    },
    {
      property: 'item',
      source: 'google',
      doc: docs.breadcrumb,
      when: (_node, {parentType}) => parentType === 'BreadcrumbList',
    },
    {
      property: 'url',
      anyOf: ['url', 'item'],
      source: 'google',
      doc: docs.carousel,
      when: (_node, {parentType}) => parentType === 'ItemList',
    },
  ],
  ItemList: [{property: 'itemListElement', source: 'google', doc: docs.carousel}],
  // Review snippets also require reviewRating. The testimonials carry no rating, and inventing one
  // would state a fact the page does not show; Google does not show review snippets for reviews a
  // business publishes about itself anyway, so the reviews here are for the knowledge graph only.
  Review: [
    {property: 'author', source: 'google', doc: docs.review},
    {
      property: 'itemReviewed',
      source: 'google',
      doc: docs.review,
      when: (_node, {nested}) => !nested,
    },
  ],
  Offer: [
    {
      property: 'price',
      anyOf: ['price', 'priceSpecification'],
      source: 'google',
      doc: docs.merchant,
    },
    {
      property: 'priceCurrency',
      source: 'google',
      doc: docs.merchant,
      when: (node) => node.price !== undefined,
    },
  ],
  UnitPriceSpecification: [
    {property: 'price', source: 'google', doc: docs.merchant},
    {property: 'priceCurrency', source: 'google', doc: docs.merchant},
  ],
  ProfessionalService: [
    {property: 'name', source: 'google', doc: docs.localBusiness},
    {property: 'address', source: 'google', doc: docs.localBusiness},
  ],
  WebSite: [
    {property: 'name', source: 'google', doc: docs.siteName},
    {property: 'url', source: 'google', doc: docs.siteName},
  ],
  // Article and BlogPosting: Google lists no required property; an author must have a name.
  Person: [
    {
      property: 'name',
      source: 'google',
      doc: docs.article,
      when: (_node, {parentProperty}) => parentProperty === 'author',
    },
  ],
  ProfilePage: [{property: 'mainEntity', source: 'google', doc: docs.profile}],
  Service: [
    {property: 'name', source: 'site', doc: docs.issue},
    {property: 'provider', source: 'site', doc: docs.issue},
    {property: 'areaServed', source: 'site', doc: docs.issue},
  ],
};

function present(value) {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The requirements a node misses, as messages.
 * @param {object} node a JSON-LD node with @type
 * @param {{nested: boolean, parentType?: string, parentProperty?: string}} context
 */
export function missingRequired(node, context) {
  const types = [node['@type']].flat();
  const messages = [];
  for (const type of types) {
    for (const requirement of requiredProperties[type] ?? []) {
      if (requirement.when && !requirement.when(node, context)) continue;
      const alternatives = requirement.anyOf ?? [requirement.property];
      if (alternatives.some((property) => present(node[property]))) continue;
      messages.push(
        `${type} lacks "${alternatives.join('" or "')}" (${requirement.source === 'google' ? `required by Google: ${requirement.doc}` : `required by ${requirement.doc}`})`,
      );
    }
  }
  return messages;
}
