import { z } from 'zod';
import { message, numberField, optionalBooleanField, propertyTypesField, zonesField } from '../fields';
import { personShape, publicFormShape } from './shared';

/** What a registered search is for (spec: goal buy or rent). */
export const SEARCH_GOALS = ['buy', 'rent'] as const;

/**
 * Search registration (/demand-register/): the person, buy or rent, at least one property type and
 * at least one town/zip/region (spec section 5), an optional budget whose minimum may not exceed its
 * maximum, and optional minimum bedrooms, garage and parking.
 */
export const searchRegistrationSchema = z
  .object({
    ...personShape(),
    goal: z.enum(SEARCH_GOALS, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidOption'),
    }),
    propertyTypes: propertyTypesField(),
    zones: zonesField(),
    minPrice: numberField({ min: 0 }),
    maxPrice: numberField({ min: 0 }),
    minBedrooms: numberField({ min: 0, integer: true }),
    garage: optionalBooleanField(),
    parking: optionalBooleanField(),
    ...publicFormShape(),
  })
  .refine((data) => typeof data.minPrice !== 'number' || typeof data.maxPrice !== 'number' || data.minPrice <= data.maxPrice, {
    ...message('budgetRange'),
    path: ['maxPrice'],
  });

export type SearchRegistrationFormInput = z.input<typeof searchRegistrationSchema>;
export type SearchRegistrationFormData = z.output<typeof searchRegistrationSchema>;
