import * as z from '../zod';
import { LOCALES } from '../../i18n/locales';
import { message, numberField, optionalBooleanField, optionalChoiceField, propertyTypesField, zonesField } from '../fields';
import { SEARCH_MAX_BEDROOMS, SEARCH_MAX_PLOT, SEARCH_MAX_PRICE } from '../search-limits';
import { personShape, publicFormShape } from './shared';

/** What a registered search is for (spec: goal buy or rent). */
export const SEARCH_GOALS = ['buy', 'rent'] as const;
export type SearchGoal = (typeof SEARCH_GOALS)[number];

/**
 * How often a registered search mails: `instant` after each feed import that brings something,
 * `daily` and `weekly` as one digest per day or week. At most one mail per window in every case.
 */
export const SEARCH_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SearchAlertFrequency = (typeof SEARCH_ALERT_FREQUENCIES)[number];

/** The criteria of a registered search and how it mails: the registration form's and the manage page's. */
const criteriaShape = () => ({
  goal: z.enum(SEARCH_GOALS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidOption'),
  }),
  propertyTypes: propertyTypesField(),
  zones: zonesField(),
  minPrice: numberField({ min: 0, max: SEARCH_MAX_PRICE }),
  maxPrice: numberField({ min: 0, max: SEARCH_MAX_PRICE }),
  minBedrooms: numberField({ min: 0, max: SEARCH_MAX_BEDROOMS, integer: true }),
  garage: optionalBooleanField(),
  parking: optionalBooleanField(),
  // The list's feature filters (listing/feature-filters.ts), matched by the same rule.
  garden: optionalBooleanField(),
  terrace: optionalBooleanField(),
  facades: numberField({ min: 2, max: 4, integer: true }),
  minPlot: numberField({ min: 0, max: SEARCH_MAX_PLOT, integer: true }),
  newBuild: optionalBooleanField(),
  /** Rent only: a search to buy ignores it. */
  furnished: optionalBooleanField(),
  frequency: z.enum(SEARCH_ALERT_FREQUENCIES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidOption'),
  }),
  /** The language of its mails; without one, the language the form was sent in. */
  language: optionalChoiceField(LOCALES),
});

const budgetInOrder = (data: { minPrice?: number; maxPrice?: number }) =>
  typeof data.minPrice !== 'number' || typeof data.maxPrice !== 'number' || data.minPrice <= data.maxPrice;

/**
 * Search registration (/demand-register/): the person, buy or rent, at least one property type and
 * at least one town/zip/region, within the bounds of search-limits.ts, an optional budget whose minimum may not exceed its
 * maximum, optional minimum bedrooms, garage and parking, garden, terrace, façades, plot surface, new
 * build and furnished (rent), and how often and in which language to mail.
 */
export const searchRegistrationSchema = z
  .object({ ...personShape(), ...criteriaShape(), ...publicFormShape() })
  .refine(budgetInOrder, { ...message('budgetRange'), path: ['maxPrice'] });

/** The manage page's form (reached by a signed link): the same criteria, frequency and language, nothing about the person. */
export const searchCriteriaSchema = z.object(criteriaShape()).refine(budgetInOrder, { ...message('budgetRange'), path: ['maxPrice'] });
