import * as z from '../zod';
import { PROPERTY_CATEGORY_WEB_IDS } from '../../catalog/property-categories';
import { message } from '../fields';
import { addressShape, personShape, publicFormShape } from './shared';

/** What the owner wants to do with the property being valued. */
export const VALUATION_PURPOSES = ['sell', 'rent'] as const;

/**
 * Free valuation request (/contact-demand/): the person and the property's address; a valuation needs
 * the address, so a missing street, number, zip or city says 'addressRequired'.
 */
export const valuationSchema = z.object({
  ...personShape(),
  property: z.object(addressShape('addressRequired'), message('addressRequired')),
  purpose: z.enum(VALUATION_PURPOSES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidOption'),
  }),
  propertyType: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number(message('invalidOption'))
      .refine((id) => PROPERTY_CATEGORY_WEB_IDS.includes(id), message('invalidOption'))
      .optional(),
  ),
  ...publicFormShape(),
});
