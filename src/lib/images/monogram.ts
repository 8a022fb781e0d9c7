/**
 * The monogram that stands in for the consultant's photograph until there is one: the initials of
 * the name in src/data/facts/site.json on a disc of the brand's blue. It says who the site is by, and does
 * not pretend to be a face.
 */

import {initialsOf} from '../text';

/** The brand's blue and the white of the letters: 6.7:1, above WCAG AA (4.5:1) in both modes. */
export const monogramColors = {disc: '#1d4ed8', text: '#ffffff'} as const;

/** The initials the monogram shows: those of the name in the site data ("Jane Doe" → "JD"). */
export function monogramInitials(name: string): string {
  const initials = initialsOf(name);
  if (initials === '') throw new Error('The site data has no name to draw a monogram from');
  return initials;
}
