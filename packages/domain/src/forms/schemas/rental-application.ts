import * as z from '../zod';
import { booleanField, dateField, numberField, optionalText, propertyIdField } from '../fields';
import { addressShape, personShape, publicFormShape } from './shared';

/**
 * Rental application for a listing: the applicant and current address, household (adults, children,
 * pets), move date, reason for moving, and the net monthly incomes of person 1 (required) and
 * person 2 (optional).
 */
export const rentalApplicationSchema = z.object({
  ...personShape(),
  ...addressShape(),
  propertyId: propertyIdField(),
  adults: numberField({ min: 1, integer: true, required: true }),
  children: numberField({ min: 0, integer: true, required: true }),
  pets: booleanField(),
  petsDescription: optionalText(500),
  moveDate: dateField(),
  reason: optionalText(1000),
  incomePerson1: numberField({ min: 0, required: true }),
  incomePerson2: numberField({ min: 0 }),
  ...publicFormShape(),
});
