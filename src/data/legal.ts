/**
 * Facts the legal pages state: their effective date and the terms' fixed constants. The privacy
 * policy, terms of service and affiliate disclosure read them from here, so a new revision is one
 * edit.
 */
import {formatDate} from '../lib/date';

export interface LegalTerms {
  /** The date the current legal pages took effect (ISO 8601, a calendar date). */
  readonly effectiveDate: string;
  /** Clients must be at least this old to engage the consultant. */
  readonly minimumClientAge: number;
  /** The services are not directed to children under this age. */
  readonly childrenAge: number;
  /** Whose laws govern the terms of service. */
  readonly governingState: string;
}

export const legal = {
  effectiveDate: '2025-09-06',
  minimumClientAge: 18,
  childrenAge: 13,
  governingState: 'Maryland',
} as const satisfies LegalTerms;

/** "September 6, 2025" */
export const effectiveDateLabel = formatDate(legal.effectiveDate);
