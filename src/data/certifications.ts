/**
 * Certifications held by the consultant, from ./certifications.json (checked against its schema by
 * the build: ./schemas.ts). Each link goes to the issuing program's public page, opened in a new
 * tab.
 */
import type {Certification} from './schemas';
import data from './facts/certifications.json';

export type {Certification} from './schemas';

export const certifications = data.certifications as readonly Certification[];
