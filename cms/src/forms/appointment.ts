import { CONTACT_TIME_SLOT_IDS, fieldLabel, rentalAppointmentStatements, rentalAppointmentTerms, type ContactTimeSlotId, type Locale } from '@coast/domain';
import type { SlotKey } from './appointment-capacity';
import type { RequestListing } from './listing';

const isSlot = (value: unknown): value is ContactTimeSlotId => typeof value === 'string' && (CONTACT_TIME_SLOT_IDS as readonly string[]).includes(value);

/** What a booking's plan adds to a request's (forms/plans.ts): the rent flag from the listing, the listings it accepts, its place. */
export const appointmentBooking = {
  fromListing: (data: Readonly<Record<string, unknown>>, listing: RequestListing | null): Record<string, unknown> => ({
    ...data,
    rentalListing: listing?.goal === 'rent',
  }),
  acceptsListing: (listing: RequestListing) => listing.offered,
  booking: (fields: Readonly<Record<string, unknown>>, listing: RequestListing | null): SlotKey | null =>
    listing && typeof fields.appointmentDate === 'string' && isSlot(fields.appointmentSlot)
      ? { listingRowId: listing.id, date: fields.appointmentDate, slot: fields.appointmentSlot }
      : null,
};

/** The statements a candidate tenant ticked, with the listing's figures, as plain-text lines for a mail. */
export function appointmentStatementsText(listing: RequestListing, locale: Locale): string {
  const lines = [`${fieldLabel('confirmations', locale)}:`];
  for (const statement of rentalAppointmentStatements(locale, rentalAppointmentTerms(listing.rental))) {
    lines.push(`[x] ${statement.text}`, ...statement.lines.map((line) => `    - ${line}`));
  }
  return lines.join('\n');
}
