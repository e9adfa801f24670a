import { z } from 'zod';
import { dateField, propertyIdField, timeSlotsField } from '../fields';
import { personShape, publicFormShape } from './shared';

/** Visit request for a listing: the person, the listing, optionally a preferred date and slots. */
export const visitRequestSchema = z.object({
  ...personShape(),
  propertyId: propertyIdField(),
  preferredDate: z.preprocess((value) => (value === '' || value === null ? undefined : value), dateField().optional()),
  contactTimeSlots: timeSlotsField(),
  ...publicFormShape(),
});

export type VisitRequestFormInput = z.input<typeof visitRequestSchema>;
export type VisitRequestFormData = z.output<typeof visitRequestSchema>;
