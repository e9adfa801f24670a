import { z } from 'zod';
import { message, mustAcceptField, optionalText, propertyIdField } from '../fields';
import { personShape, publicFormShape } from './shared';

/**
 * Booking a rental visit: the person, the listing, the chosen appointment, and the four statements
 * of constants/rental-confirmation (minimum income, maximum persons, description read, amounts due
 * at signing), each of which must be ticked.
 */
export const rentalAppointmentSchema = z.object({
  ...personShape(),
  propertyId: propertyIdField(),
  appointmentId: optionalText(100),
  confirmations: z.object(
    {
      minimumIncome: mustAcceptField(),
      maxPersons: mustAcceptField(),
      descriptionRead: mustAcceptField(),
      amountDue: mustAcceptField(),
    },
    message('mustAccept'),
  ),
  ...publicFormShape(),
});

export type RentalAppointmentFormInput = z.input<typeof rentalAppointmentSchema>;
export type RentalAppointmentFormData = z.output<typeof rentalAppointmentSchema>;
