import type { Core } from '@strapi/strapi';
import { searchZoneKey, type SearchGoal } from '@coast/domain';

const CRITERIA = 'api::search-criterion.search-criterion';

/** A registration's criteria as stored (the registration's own columns). */
export interface SearchCriteria {
  readonly goal: SearchGoal;
  readonly propertyTypes: readonly number[];
  readonly zones: readonly string[];
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly minBedrooms: number | null;
  readonly garage: boolean | null;
  readonly parking: boolean | null;
}

/** The listing's goal a registration's goal looks for (a takeover is neither). */
export const LISTING_GOAL: Readonly<Record<SearchGoal, 'sale' | 'rent'>> = { buy: 'sale', rent: 'rent' };

/** The criteria from a checked form (registration or manage page). */
export function criteriaOf(fields: Readonly<Record<string, unknown>>): SearchCriteria {
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    goal: fields.goal === 'rent' ? 'rent' : 'buy',
    propertyTypes: Array.isArray(fields.propertyTypes) ? fields.propertyTypes.filter((v): v is number => typeof v === 'number') : [],
    zones: Array.isArray(fields.zones) ? fields.zones.filter((v): v is string => typeof v === 'string') : [],
    minPrice: num(fields.minPrice),
    maxPrice: num(fields.maxPrice),
    minBedrooms: num(fields.minBedrooms),
    garage: typeof fields.garage === 'boolean' ? fields.garage : null,
    parking: typeof fields.parking === 'boolean' ? fields.parking : null,
  };
}

/**
 * The rows matching reads: one per type and zone, each with the goal and every bound, so a listing finds
 * its registrations through one index (goal, type, zone) and the bounds are tested on those rows only.
 * A garage or parking left unticked is no condition (stored null, never false).
 */
export function criterionRows(registrationId: number, criteria: SearchCriteria) {
  const zones = [...new Set(criteria.zones.map(searchZoneKey).filter(Boolean))];
  return [...new Set(criteria.propertyTypes)].flatMap((webId) =>
    zones.map((zone) => ({
      registrationId,
      goal: LISTING_GOAL[criteria.goal],
      webId,
      zone,
      minPrice: criteria.minPrice,
      maxPrice: criteria.maxPrice,
      minBedrooms: criteria.minBedrooms,
      garage: criteria.garage === true ? true : null,
      parking: criteria.parking === true ? true : null,
    })),
  );
}

/** Replaces a registration's criterion rows (inside the caller's transaction, if any). */
export async function writeCriteria(strapi: Core.Strapi, registrationId: number, criteria: SearchCriteria) {
  const query = strapi.db.query(CRITERIA);
  await query.deleteMany({ where: { registrationId } });
  const rows = criterionRows(registrationId, criteria);
  if (rows.length) await query.createMany({ data: rows });
}

export async function deleteCriteria(strapi: Core.Strapi, registrationId: number) {
  await strapi.db.query(CRITERIA).deleteMany({ where: { registrationId } });
}
