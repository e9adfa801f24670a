import * as z from '../zod';
import { optionalChoiceField, optionalLine, timeSlotsField } from '../fields';
import { CONTACT_PREFERENCES } from './contact';
import { personShape, publicFormShape } from './shared';

/**
 * Information on a new-build project (form 'contact-construction'): the person, the project asked about
 * (its name as the page shows it; optional, the page may be about one project), preferred call-back slots
 * and channel, remarks.
 */
export const newBuildSchema = z.object({
  ...personShape(),
  project: optionalLine(150),
  contactTimeSlots: timeSlotsField(),
  contactPreference: optionalChoiceField(CONTACT_PREFERENCES),
  ...publicFormShape(),
});
