import { availableFromText, buildingConditionName, formatDate, formatEuro, pricePerSquareMetre, type Locale } from '@coast/domain';
import type { ListingCard, ListingDetail } from '@/cms/types';
import { euro, number, yesNo } from './fact-format';
import { listingTexts } from './texts';

/** One figure as text: its label and value (null: not shown). */
export interface Figure {
  readonly id: string;
  readonly label: string;
  readonly value: string | null;
}

/**
 * '€ 2.095/m²': the asking price per m² of living area, only for a sale whose price is public
 * (@coast/domain pricePerSquareMetre). Card, page and brochure show this one text.
 */
export function pricePerAreaText(p: ListingCard, locale: Locale): string | null {
  const value = pricePerSquareMetre(p);
  const amount = value === null ? null : formatEuro(value, locale);
  return amount ? listingTexts(locale, 'perSquareMetre', amount) : null;
}

/** The floor an apartment is on: 'Gelijkvloers' for 0, else the number. */
function floorText(value: number | null | undefined, locale: Locale): string | null {
  if (value === null || value === undefined || value < 0) return null;
  return value === 0 ? listingTexts(locale, 'groundFloor') : number(locale, value);
}

/**
 * The figures Belgian portals show beside the basics, in the page language: price per m², cadastral
 * income, condition, move-in, date listed (the listing's page and brochure), floor and lift (rooms),
 * furnished and pets (rent).
 */
export function listingFigures(p: ListingDetail, locale: Locale) {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  const rent = p.goal === 'rent';
  return {
    general: [
      { id: 'pricePerSquareMetre', label: x('pricePerSquareMetre'), value: pricePerAreaText(p, locale) },
      { id: 'cadastralIncome', label: x('cadastralIncome'), value: euro(locale, p.cadastralIncome) },
      { id: 'condition', label: x('condition'), value: buildingConditionName(p.condition, locale) },
      { id: 'availableFrom', label: x('availableFrom'), value: availableFromText(p.availableFrom, p.availableDate, locale) },
      { id: 'listedOn', label: x('listedOn'), value: formatDate(p.feedCreatedAt) || null },
      { id: 'furnished', label: x('furnished'), value: rent ? yesNo(locale, p.furnished) : null },
      { id: 'petsAllowed', label: x('petsAllowed'), value: rent ? yesNo(locale, p.petsAllowed) : null },
    ],
    building: [
      { id: 'floor', label: x('floor'), value: floorText(p.floor, locale) },
      { id: 'lift', label: x('lift'), value: yesNo(locale, p.hasLift) },
    ],
  } satisfies Record<string, readonly Figure[]>;
}

/**
 * The charges line of a rent advert: the amount, or plainly that the feed states none (the Flemish
 * rental decree wants costs and charges in every rent advert, so the line is never left out).
 */
export function chargesText(p: Pick<ListingDetail, 'charges'>, locale: Locale): string {
  return euro(locale, p.charges) ?? listingTexts(locale, 'noChargesStated');
}
