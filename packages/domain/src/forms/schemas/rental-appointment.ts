import * as z from '../zod';
import { RENTAL_CONFIRMATION_KEYS, type RentalConfirmationKey } from '../../constants/rental-confirmation';
import { appointmentDateField, message, optionalBooleanField, propertyIdField, timeSlotField } from '../fields';
import { personShape, publicFormShape } from './shared';

const confirmationsShape = z.object(
  Object.fromEntries(RENTAL_CONFIRMATION_KEYS.map((key) => [key, optionalBooleanField()])) as Record<
    RentalConfirmationKey,
    ReturnType<typeof optionalBooleanField>
  >,
  message('invalid'),
);

const baseSchema = z.object({
  ...personShape(),
  propertyId: propertyIdField(),
  appointmentDate: appointmentDateField(),
  appointmentSlot: timeSlotField(),
  /**
   * Whether the listing is let: the form sets it from the listing it shows, and the CMS sets it again
   * from the listing itself before checking (forms/plans.ts), so a visitor cannot skip the statements.
   */
  rentalListing: optionalBooleanField(),
  confirmations: z.preprocess((value) => (value === undefined || value === null || value === '' ? {} : value), confirmationsShape),
  ...publicFormShape(),
});

/**
 * Statement `key` is checked even while other fields are in error, so every unticked statement is marked
 * at once; not when the rent flag, the statements or this statement are themselves unreadable.
 */
const whenReadable = (key: RentalConfirmationKey) => (payload: { value: unknown; issues?: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !(payload.issues ?? []).some(({ path = [] }) => path[0] === 'rentalListing' || (path[0] === 'confirmations' && (path.length === 1 || path[1] === key)));

/**
 * Booking a visit (form 'contact-appointment'): the person, the listing, a
 * day (tomorrow up to the horizon) and one of the spec's time slots; for a rent listing also the four
 * statements of constants/rental-confirmation (minimum income, maximum persons, description read,
 * amount due at signing), each of which must be ticked. Whether the slot still has room is the CMS's
 * answer ('appointmentsFull'), not the schema's.
 */
export const rentalAppointmentSchema = RENTAL_CONFIRMATION_KEYS.reduce(
  (schema, key) =>
    schema.refine((data) => data.rentalListing !== true || data.confirmations[key] === true, {
      ...message('mustAccept'),
      path: ['confirmations', key],
      when: whenReadable(key),
    }),
  baseSchema,
);
