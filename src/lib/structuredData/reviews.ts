/**
 * A Review of the business for each client testimonial, as the home page shows it: the client's
 * first name and initial, role and words. Testimonials carry no star rating, so the reviews state
 * none (Google's review snippets need one, but self-serving reviews of a business on its own site
 * are not shown as review snippets anyway).
 */
import type {Review} from 'schema-dts';

import {site} from '../../data/site';
import type {Testimonial} from '../../data/testimonials';
import {slugify} from './slugify';
import {ids, ref} from './site';

const reviewId = (testimonial: Pick<Testimonial, 'name'>): string =>
  `${site.url}/#review-${slugify(testimonial.name)}`;

function reviewNode(testimonial: Testimonial): Review {
  return {
    '@type': 'Review',
    '@id': reviewId(testimonial),
    author: {'@type': 'Person', name: testimonial.name, jobTitle: testimonial.jobTitle},
    reviewBody: testimonial.quote,
    itemReviewed: ref(ids.organization),
  };
}

export const reviewNodes = (testimonials: readonly Testimonial[]): Review[] =>
  testimonials.map(reviewNode);
