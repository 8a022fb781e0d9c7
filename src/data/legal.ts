/**
 * Facts the legal pages state: their effective date and the terms' fixed constants, from
 * ./legal.json (checked against its schema by the build: ./schemas.ts). The privacy policy, terms
 * of service and affiliate disclosure read them from here, so a new revision is one edit.
 */
import {formatDate} from '../lib/date';
import data from './facts/legal.json';
import type {LegalTerms} from './schemas';

export const legal = data as LegalTerms;

/** "September 6, 2025" */
export const effectiveDateLabel = formatDate(legal.effectiveDate);
