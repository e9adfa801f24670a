import * as z from '../zod';
import { amountWordsMatch } from '../../text/amount-in-words';
import { dateField, message, numberField, optionalText, propertyIdField, requiredText } from '../fields';
import { addressShape, personShape, publicFormShape } from './shared';

/** A buyer on an offer: the person and their address. */
export const offerPersonSchema = z.object({ ...personShape(), ...addressShape() }, message('required'));

const isBlankObject = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'object' &&
    Object.values(value as Record<string, unknown>).every(
      (field) => field === undefined || field === null || (typeof field === 'string' && field.trim() === ''),
    ));

/**
 * Purchase offer: the amount in whole euros, in figures and in words (the words
 * must say the same amount: text/amount-in-words.ts), the period the offer
 * stands (start and end date complete; the end strictly after the start), the place and date of
 * signing, conditions, buyer A (required) and buyer B (optional: an untouched, all-blank person B
 * counts as absent; a partly filled one must be complete).
 */
export const purchaseOfferSchema = z
  .object({
    propertyId: propertyIdField(),
    amount: numberField({ min: 1, integer: true, required: true }),
    amountInWords: requiredText(300),
    startDate: dateField(),
    endDate: dateField(),
    place: requiredText(100),
    signingDate: dateField(),
    conditions: optionalText(),
    personA: offerPersonSchema,
    personB: z.preprocess((value) => (isBlankObject(value) ? undefined : value), offerPersonSchema.optional()),
    ...publicFormShape(),
  })
  // The words must say the figures (in any of the four languages): a typo in either is caught before the agency reads it.
  .refine((data) => typeof data.amount !== 'number' || typeof data.amountInWords !== 'string' || amountWordsMatch(data.amount, data.amountInWords), {
    ...message('amountWords'),
    path: ['amountInWords'],
    // Checked as soon as both fields are themselves valid, even while other fields are still in error.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !(payload.issues ?? []).some((issue) => issue.path?.[0] === 'amount' || issue.path?.[0] === 'amountInWords'),
  })
  .refine((data) => typeof data.startDate !== 'string' || typeof data.endDate !== 'string' || data.endDate > data.startDate, {
    ...message('endBeforeStart'),
    path: ['endDate'],
  });
