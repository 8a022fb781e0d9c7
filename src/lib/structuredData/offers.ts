/**
 * An Offer for each consulting plan, as /pricing shows them: $149 per hour, $75 per hour with a
 * reference quantity of 10 hours (the project minimum), and from $1,995 per month. The stable @ids
 * let any page point at a plan.
 */
import type {ItemList, Offer, UnitPriceSpecification} from 'schema-dts';

import {currency, type Plan} from '../../data/plans';
import {site} from '../../data/site';
import {absoluteUrl} from '../seo/metadata';
import {itemListId} from './page';
import {ids, ref} from './site';

/** UN/CEFACT codes of the plans' billing units. */
const unitCodes = {hour: 'HUR', month: 'MON'} as const;

export const offerId = (plan: Pick<Plan, 'id'>): string => `${site.url}/#offer-${plan.id}`;

function priceSpecification(plan: Plan): UnitPriceSpecification {
  return {
    '@type': 'UnitPriceSpecification',
    price: plan.price,
    priceCurrency: currency,
    unitCode: unitCodes[plan.unit],
    unitText: plan.unit,
    ...(plan.startingAt ? {minPrice: plan.price} : {}),
    ...(plan.minimum
      ? {
          referenceQuantity: {
            '@type': 'QuantitativeValue',
            value: plan.minimum.quantity,
            unitCode: unitCodes[plan.minimum.unit],
            unitText: `${plan.minimum.unit}s`,
          },
        }
      : {}),
  };
}

function offerNode(plan: Plan, pricingPath: string): Offer {
  return {
    '@type': 'Offer',
    '@id': offerId(plan),
    name: plan.name,
    description: plan.description,
    url: absoluteUrl(pricingPath),
    price: plan.price,
    priceCurrency: currency,
    priceSpecification: priceSpecification(plan),
    ...(plan.minimum
      ? {
          eligibleQuantity: {
            '@type': 'QuantitativeValue',
            minValue: plan.minimum.quantity,
            unitCode: unitCodes[plan.minimum.unit],
          },
        }
      : {}),
    offeredBy: ref(ids.organization),
  };
}

/** The plans of a pricing page: one Offer each, and the ItemList of the plan cards. */
export function planNodes(plans: readonly Plan[], pathname: string) {
  const list: ItemList = {
    '@type': 'ItemList',
    '@id': itemListId(pathname),
    numberOfItems: plans.length,
    itemListElement: plans.map((plan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: ref(offerId(plan)),
    })),
  };
  return [...plans.map((plan) => offerNode(plan, pathname)), list];
}
