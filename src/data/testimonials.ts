/**
 * Client testimonials shown on the home page, from ./testimonials.json (checked against its schema
 * by the build: ./schemas.ts).
 */
import type {Testimonial} from './schemas';
import data from './facts/testimonials.json';

export type {Testimonial} from './schemas';

export const testimonials = data.testimonials as readonly Testimonial[];
