import { z } from 'zod';
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
 * Purchase offer (spec sections 3 and 5): the amount in figures and in words, the period the offer
 * stands (start and end date complete; the end strictly after the start), the place and date of
 * signing, conditions, buyer A (required) and buyer B (optional: an untouched, all-blank person B
 * counts as absent; a partly filled one must be complete).
 */
export const purchaseOfferSchema = z
  .object({
    propertyId: propertyIdField(),
    amount: numberField({ min: 1, required: true }),
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
  .refine((data) => typeof data.startDate !== 'string' || typeof data.endDate !== 'string' || data.endDate > data.startDate, {
    ...message('endBeforeStart'),
    path: ['endDate'],
  });

export type PurchaseOfferFormInput = z.input<typeof purchaseOfferSchema>;
export type PurchaseOfferFormData = z.output<typeof purchaseOfferSchema>;
