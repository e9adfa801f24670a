import * as z from '../zod';
import { dateField, message, optionalChoiceField, propertyIdField, timeSlotsField } from '../fields';
import { CONTACT_PREFERENCES } from './contact';
import { personShape, publicFormShape } from './shared';

/** What a visitor asks about a listing: information, or a visit. */
export const LISTING_REQUESTS = ['information', 'visit'] as const;

/**
 * Information or visit request on a listing (form 'contact-me', reached from a listing's "ask for
 * information" button): the person, the listing (required: it is stored with the request), what is asked,
 * for a visit optionally a preferred date, and the preferred call-back slots and channel.
 */
export const listingRequestSchema = z.object({
  ...personShape(),
  propertyId: propertyIdField(),
  request: z.enum(LISTING_REQUESTS, message('invalidOption')).default('information'),
  preferredDate: z.preprocess((value) => (value === '' || value === null ? undefined : value), dateField().optional()),
  contactTimeSlots: timeSlotsField(),
  contactPreference: optionalChoiceField(CONTACT_PREFERENCES),
  ...publicFormShape(),
});
