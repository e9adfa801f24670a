import { parseFeedCode } from '../catalog/feed-code';
import { parseGoal } from '../catalog/goal';
import type { Locale } from '../i18n/locales';
import { defaultLogger, type DomainLogger } from '../log/logger';
import { formatEuro } from './format-euro';
import { PER_MONTH, PRICE_ON_REQUEST, STARTING_FROM } from './price-texts';
import { isMonthlyPriceText, isStartingFromPrice } from './price-unit';

/** The price fields of a listing, as in the feed (names made clear, values as loose as the feed's). */
export interface PriceInput {
  /** Price. */
  readonly price: unknown;
  /** PublishPrice: 1 show, 0 hide. Missing means show. */
  readonly publishPrice?: unknown;
  /** PriceUnit: 7 means "starting from". */
  readonly priceUnit?: unknown;
  /** PriceUnitText: 'vanaf', '/maand', ... */
  readonly priceUnitText?: unknown;
  /** Goal: 0/'sale', 1/'rent', 2/'takeover'. A rent shows "/ month". */
  readonly goal?: unknown;
}

export interface PriceOptions {
  /** Told about prices that could not be shown; console.warn by default. */
  readonly logger?: DomainLogger;
}

/** A price split into its parts, for layouts that style them apart. `text` is the whole line. */
export type PriceDisplay =
  | { readonly kind: 'onRequest'; readonly text: string; readonly reason: 'hidden' | 'missing' | 'invalid' }
  | {
      readonly kind: 'amount';
      readonly text: string;
      readonly amount: number;
      readonly formattedAmount: string;
      readonly startingFrom: boolean;
      readonly perMonth: boolean;
    };

/** PublishPrice 0 (or false) hides the price; anything else, including a missing value, shows it. */
function isHidden(publishPrice: unknown): boolean {
  return publishPrice === false || publishPrice === 'false' || parseFeedCode(publishPrice) === 0;
}

/**
 * Reads a price: a finite number, or a plain numeric string ('245000', '245000.50'). A string such as
 * '245.000' is refused rather than read as 245.
 */
function readAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(?:[.,]\d{1,2})?\s*$/.test(value)) return Number(value.trim().replace(',', '.'));
  return null;
}

/**
 * How a listing's price is shown. Hidden (PublishPrice 0) gives "price on request". A price of 0 is
 * the feed's "no price" and gives "price on request" quietly. A price that is missing, not a number,
 * not finite or negative also gives "price on request", never 'NaN', and is reported to the logger.
 */
export function priceDisplay(input: PriceInput, locale: Locale, options: PriceOptions = {}): PriceDisplay {
  const onRequest = PRICE_ON_REQUEST[locale];
  if (isHidden(input.publishPrice)) return { kind: 'onRequest', text: onRequest, reason: 'hidden' };

  const amount = readAmount(input.price);
  if (amount === 0) return { kind: 'onRequest', text: onRequest, reason: 'missing' };
  const formattedAmount = amount === null || amount < 0 ? null : formatEuro(amount, locale);
  if (amount === null || formattedAmount === null) {
    (options.logger ?? defaultLogger)('price cannot be formatted; showing "price on request"', {
      price: typeof input.price === 'number' ? String(input.price) : input.price,
      locale,
    });
    return { kind: 'onRequest', text: onRequest, reason: 'invalid' };
  }

  const startingFrom = isStartingFromPrice(input.priceUnit, input.priceUnitText);
  const perMonth = parseGoal(input.goal) === 'rent' || isMonthlyPriceText(input.priceUnitText);
  const parts = [startingFrom ? STARTING_FROM[locale] : null, formattedAmount, perMonth ? PER_MONTH[locale] : null];
  return {
    kind: 'amount',
    text: parts.filter((part): part is string => part !== null).join(' '),
    amount,
    formattedAmount,
    startingFrom,
    perMonth,
  };
}

/** The price line of a listing: '€ 245.000', 'Vanaf € 245.000', '€ 850 / maand', 'Prijs op aanvraag'. */
export function formatPrice(input: PriceInput, locale: Locale, options: PriceOptions = {}): string {
  return priceDisplay(input, locale, options).text;
}
