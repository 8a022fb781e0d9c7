/** The certification cards of /about/certifications as an ItemList of the issuing programmes. */
import type {ItemList} from 'schema-dts';

import type {Certification} from '../../data/certifications';
import {itemListNode} from './page';

export function certificationList(
  certifications: readonly Certification[],
  pathname: string,
): ItemList {
  return itemListNode(
    pathname,
    certifications.map((certification) => ({name: certification.title, url: certification.link})),
  );
}
