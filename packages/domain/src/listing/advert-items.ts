import type { Availability } from '../catalog/availability';
import type { Goal } from '../catalog/goal';
import { PLANNING_CODES } from './feed-values';

/**
 * The five urban-planning items of a Flemish sale advert (VCRO art. 5.2.6, domain notes 2), in the order
 * adverts list them: building permit, planning destination, summons or enforcement, right of
 * pre-emption, subdivision permit. Named as the listing's fields.
 */
export const PLANNING_ITEMS = ['permitBuilding', 'planningDestination', 'summons', 'preemptionRight', 'subdivisionPermit'] as const;

/**
 * Whether an advert lists every planning item, an empty one as "not stated": every sale advert (the law
 * wants all five). A rent or takeover advert lists only the items it has.
 */
export function listsAllPlanningItems(goal: Goal): boolean {
  return goal === 'sale';
}

/**
 * The abbreviations a planning item is written in ('Vg', 'Dv, Ho', 'Vkr/Gvkr'), each one the law knows;
 * null when the item is empty or not made of codes only (a zone name such as 'Woongebied' is a value of
 * its own, shown through the translation table).
 */
export function planningCodes(raw: string | null | undefined): string[] | null {
  const parts = (raw ?? '')
    .trim()
    .split(/\s*[,;/]\s*/)
    .filter(Boolean);
  return parts.length && parts.every((part) => Object.hasOwn(PLANNING_CODES, part)) ? parts : null;
}

/**
 * Whether a listing has a brochure (print and PDF): only while its page shows it, i.e. while it is in
 * the feed and on offer (for sale, for rent, takeover). A listing that left the feed has no page; a
 * sold or rented one shows the sold / rented screen instead of the listing (domain notes 3.5: brochures
 * only exist while the listing is live).
 */
export function hasBrochure(listing: { readonly isInFeed: boolean; readonly availability: Availability }): boolean {
  return listing.isInFeed && (listing.availability === 'for_sale' || listing.availability === 'for_rent' || listing.availability === 'takeover');
}
