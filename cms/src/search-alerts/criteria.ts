import type { Core } from '@strapi/strapi';
import { FACADE_CHOICES, searchZoneKey, type FacadeChoice, type ListingFeatureFilter, type SearchGoal } from '@coast/domain';

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
  /** The list's feature filters (garden, terrace, façades, plot, new build, furnished), matched by @coast/domain's rule. */
  readonly garden: boolean | null;
  readonly terrace: boolean | null;
  readonly facades: FacadeChoice | null;
  readonly minPlot: number | null;
  readonly newBuild: boolean | null;
  readonly furnished: boolean | null;
}

/** The listing's goal a registration's goal looks for (a takeover is neither). */
export const LISTING_GOAL: Readonly<Record<SearchGoal, 'sale' | 'rent'>> = { buy: 'sale', rent: 'rent' };

/** The criteria from a checked form (registration or manage page). */
export function criteriaOf(fields: Readonly<Record<string, unknown>>): SearchCriteria {
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  // An unticked box is no condition (null, never false), as for garage and parking.
  const ticked = (value: unknown) => (value === true ? true : null);
  const goal = fields.goal === 'rent' ? 'rent' : 'buy';
  return {
    goal,
    propertyTypes: Array.isArray(fields.propertyTypes) ? fields.propertyTypes.filter((v): v is number => typeof v === 'number') : [],
    zones: Array.isArray(fields.zones) ? fields.zones.filter((v): v is string => typeof v === 'string') : [],
    minPrice: num(fields.minPrice),
    maxPrice: num(fields.maxPrice),
    minBedrooms: num(fields.minBedrooms),
    garage: typeof fields.garage === 'boolean' ? fields.garage : null,
    parking: typeof fields.parking === 'boolean' ? fields.parking : null,
    garden: ticked(fields.garden),
    terrace: ticked(fields.terrace),
    facades: (FACADE_CHOICES as readonly unknown[]).includes(fields.facades) ? (fields.facades as FacadeChoice) : null,
    minPlot: num(fields.minPlot) || null,
    newBuild: ticked(fields.newBuild),
    // Furnished is a rental's figure: a search to buy does not keep it.
    furnished: goal === 'rent' ? ticked(fields.furnished) : null,
  };
}

/** What a criterion row asks of a listing's features, as @coast/domain's filter. */
export function featureFilterOf(row: {
  garden?: unknown;
  terrace?: unknown;
  facades?: unknown;
  min_plot?: unknown;
  new_build?: unknown;
  furnished?: unknown;
}): ListingFeatureFilter {
  const yes = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';
  const facades = Number(row.facades);
  const minPlot = Number(row.min_plot);
  return {
    garden: yes(row.garden),
    terrace: yes(row.terrace),
    facades: (FACADE_CHOICES as readonly number[]).includes(facades) ? (facades as FacadeChoice) : null,
    minPlot: Number.isFinite(minPlot) && minPlot > 0 ? minPlot : null,
    newBuild: yes(row.new_build),
    furnished: yes(row.furnished),
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
      garden: criteria.garden,
      terrace: criteria.terrace,
      facades: criteria.facades,
      minPlot: criteria.minPlot,
      newBuild: criteria.newBuild,
      furnished: criteria.furnished,
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
