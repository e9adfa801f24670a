import type { Localized } from '../i18n/localized';
import { NEW_BUILD_CONDITIONS } from './building-condition';

/**
 * The list's feature filters (garden, terrace, garage or parking, façades, plot surface at least, new
 * build, furnished), as one rule for every place that filters: the list asks the CMS with
 * `featureWhere` (GraphQL/Strapi filter syntax), the search alerts test a listing with
 * `matchesListingFeatures`; both read the same conditions below, so a listing an alert announces is one
 * the list shows with the same filters.
 */
export interface ListingFeatureFilter {
  readonly garden?: boolean;
  readonly terrace?: boolean;
  readonly garageOrParking?: boolean;
  /** 2, 3 or 4 (four or more). */
  readonly facades?: FacadeChoice | null;
  /** Plot surface at least, m². */
  readonly minPlot?: number | null;
  readonly newBuild?: boolean;
  /** Rent only: the caller leaves it out for a sale. */
  readonly furnished?: boolean;
}

/** The façade choices: two (terraced), three (semi-detached), four or more (detached). */
export const FACADE_CHOICES = [2, 3, 4] as const;
export type FacadeChoice = (typeof FACADE_CHOICES)[number];

/** The choices as the list filter and the search registration name them. */
export const FACADE_CHOICE_NAMES: Readonly<Record<FacadeChoice, Localized>> = {
  2: { nl: '2 gevels (rijwoning)', fr: '2 façades (mitoyenne)', en: '2 façades (terraced)', de: '2 Fassaden (Reihenhaus)' },
  3: { nl: '3 gevels (halfopen)', fr: '3 façades (semi-mitoyenne)', en: '3 façades (semi-detached)', de: '3 Fassaden (Doppelhaushälfte)' },
  4: { nl: '4 of meer gevels (open bebouwing)', fr: '4 façades ou plus', en: '4 or more façades (detached)', de: '4 oder mehr Fassaden (freistehend)' },
};

/** A listing's public fields the filters read (CMS field names). */
export interface ListingFeatureFacts {
  readonly surfaceGarden?: number | string | null;
  readonly surfaceTerrace?: number | string | null;
  readonly garages?: number | null;
  readonly parkings?: number | null;
  readonly facades?: number | null;
  readonly surfaceGround?: number | string | null;
  readonly condition?: string | null;
  readonly furnished?: boolean | null;
}

type Field = keyof ListingFeatureFacts;
interface FieldTest {
  readonly gt?: number;
  readonly gte?: number;
  readonly eq?: number | boolean;
  readonly in?: readonly string[];
}
export type FeatureCondition = { readonly field: Field; readonly test: FieldTest } | { readonly or: readonly FeatureCondition[] };

const is = (field: Field, test: FieldTest): FeatureCondition => ({ field, test });

/** The conditions a filter sets; an empty filter sets none. */
export function featureConditions(filter: ListingFeatureFilter): FeatureCondition[] {
  const out: FeatureCondition[] = [];
  if (filter.garden) out.push(is('surfaceGarden', { gt: 0 }));
  if (filter.terrace) out.push(is('surfaceTerrace', { gt: 0 }));
  if (filter.garageOrParking) out.push({ or: [is('garages', { gt: 0 }), is('parkings', { gt: 0 })] });
  if (filter.facades) out.push(is('facades', filter.facades >= 4 ? { gte: 4 } : { eq: filter.facades }));
  if (filter.minPlot && filter.minPlot > 0) out.push(is('surfaceGround', { gte: filter.minPlot }));
  if (filter.newBuild) out.push(is('condition', { in: NEW_BUILD_CONDITIONS }));
  if (filter.furnished) out.push(is('furnished', { eq: true }));
  return out;
}

type Where = { readonly [field: string]: FieldTest | readonly Where[] };

const toWhere = (c: FeatureCondition): Where =>
  'or' in c ? { or: c.or.map(toWhere) } : { [c.field]: { ...c.test, ...(c.test.in ? { in: [...c.test.in] } : {}) } };

/** The filter as CMS query filters (one entry per condition, to be and-ed with the list's others). */
export function featureWhere(filter: ListingFeatureFilter): Where[] {
  return featureConditions(filter).map(toWhere);
}

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function holds(facts: ListingFeatureFacts, c: FeatureCondition): boolean {
  if ('or' in c) return c.or.some((inner) => holds(facts, inner));
  const value = facts[c.field];
  const { gt, gte, eq, in: among } = c.test;
  // Like the database: an unknown value meets no condition.
  if (value === null || value === undefined) return false;
  if (among) return typeof value === 'string' && among.includes(value);
  if (typeof eq === 'boolean') return value === eq;
  const n = numberOf(value);
  if (n === null) return false;
  return (gt === undefined || n > gt) && (gte === undefined || n >= gte) && (eq === undefined || n === eq);
}

/** Whether a listing meets every condition of a filter. */
export function matchesListingFeatures(facts: ListingFeatureFacts, filter: ListingFeatureFilter): boolean {
  return featureConditions(filter).every((c) => holds(facts, c));
}
