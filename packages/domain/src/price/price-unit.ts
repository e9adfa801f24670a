import { parseFeedCode } from '../catalog/feed-code';
import { foldText } from '../text/fold';

/** The feed's PriceUnit code for "starting from". */
export const PRICE_UNIT_STARTING_FROM = 7;

/**
 * Whether a price is a minimum: PriceUnit 7, or a PriceUnitText that says so in any site language
 * ('vanaf', 'à partir de', 'starting from', 'from', 'ab').
 */
export function isStartingFromPrice(priceUnit: unknown, priceUnitText: unknown): boolean {
  if (parseFeedCode(priceUnit) === PRICE_UNIT_STARTING_FROM) return true;
  if (typeof priceUnitText !== 'string') return false;
  return /(?:^|[^a-z])(?:vanaf|a partir de|starting from|from|ab)(?:[^a-z]|$)/.test(foldText(priceUnitText));
}

/** Whether a PriceUnitText marks a monthly amount ('/maand', 'per maand', '/mois', 'per month', '/Monat'). */
export function isMonthlyPriceText(priceUnitText: unknown): boolean {
  if (typeof priceUnitText !== 'string') return false;
  return /(?:maand|mois|month|monat)/.test(foldText(priceUnitText));
}
