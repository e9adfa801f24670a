import * as z from '../zod';
import { optionalChoiceField, optionalPropertyIdField, timeSlotsField } from '../fields';
import { personShape, publicFormShape } from './shared';

/** How the visitor prefers to be contacted (the spec's "contact device"). */
export const CONTACT_PREFERENCES = ['phone', 'email'] as const;

/**
 * Contact and information request (/contact/, and "more information" on a listing when propertyId is
 * set): the person, remarks, preferred slots and channel.
 */
export const contactSchema = z.object({
  ...personShape(),
  propertyId: optionalPropertyIdField(),
  contactTimeSlots: timeSlotsField(),
  contactPreference: optionalChoiceField(CONTACT_PREFERENCES),
  ...publicFormShape(),
});
