import { RENTAL_CONFIRMATION_KEYS, rentalAppointmentStatements, rentalAppointmentTerms, type Locale, type RentalFacts } from '@coast/domain';
import type { FieldSpec } from './definitions';

/**
 * The four statements a candidate tenant ticks when booking a visit of a rent listing,
 * as checkboxes named `confirmations.{key}`, worded with the listing's figures (@coast/domain: the same
 * texts the CMS writes in both mails); the amount due at signing lists each amount and the total.
 */
export function rentalStatementFields(locale: Locale, facts: RentalFacts): FieldSpec[] {
  const statements = rentalAppointmentStatements(locale, rentalAppointmentTerms(facts));
  return RENTAL_CONFIRMATION_KEYS.map((key, index) => {
    const statement = statements.find((s) => s.key === key);
    return {
      name: `confirmations.${key}`,
      label: 'confirmations',
      kind: 'checkbox',
      required: true,
      text: statement?.text ?? key,
      lines: statement?.lines.length ? statement.lines : undefined,
      ...(index === 0 ? { groupStart: 'confirmations' as const } : {}),
    };
  });
}
