import type { Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import { parseFeedCode } from './feed-code';

export interface PropertyCategory {
  /** The feed's WebID: the type filter (?type=WebID). */
  readonly webId: number;
  /** Position in menus and filters (ShowOrder). */
  readonly showOrder: number;
  readonly sale: boolean;
  readonly rent: boolean;
  readonly names: Localized;
}

const category = (webId: number, showOrder: number, names: Localized): PropertyCategory => ({
  webId,
  showOrder,
  sale: true,
  rent: true,
  names,
});

/**
 * The nine website type groups (spec section 3), in ShowOrder. Garage/Parking (WebID 7) is last,
 * after Kantoren (9): the order is the source's, not the ids'.
 */
export const PROPERTY_CATEGORIES: readonly PropertyCategory[] = [
  category(1, 0, { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' }),
  category(2, 1, { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' }),
  category(3, 2, { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' }),
  category(4, 3, { nl: 'Grond', fr: 'Terrain', en: 'Land', de: 'Grundstück' }),
  category(5, 4, { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', en: 'Investment property', de: 'Renditeobjekt' }),
  category(6, 5, { nl: 'Commercieel', fr: 'Commercial', en: 'Commercial', de: 'Gewerbe' }),
  category(8, 6, { nl: 'Industrieel', fr: 'Industriel', en: 'Industrial', de: 'Industrie' }),
  category(9, 7, { nl: 'Kantoren', fr: 'Bureaux', en: 'Offices', de: 'Büros' }),
  category(7, 8, { nl: 'Garage/Parking', fr: 'Garage/Parking', en: 'Garage/Parking', de: 'Garage/Stellplatz' }),
];

export const PROPERTY_CATEGORY_WEB_IDS: readonly number[] = PROPERTY_CATEGORIES.map((c) => c.webId);

export function propertyCategoryByWebId(webId: unknown): PropertyCategory | null {
  const id = parseFeedCode(webId);
  return PROPERTY_CATEGORIES.find((c) => c.webId === id) ?? null;
}

/** The name of a category in a language; null for an unknown WebID. */
export function propertyCategoryName(webId: unknown, locale: Locale): string | null {
  return propertyCategoryByWebId(webId)?.names[locale] ?? null;
}

/** The feed's WebIDs ('1,2' or [1, 2]): the known category ids, once each, in the given order. */
export function parseWebIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\s]+/) : [value];
  const ids: number[] = [];
  for (const part of parts) {
    const category = propertyCategoryByWebId(part);
    if (category && !ids.includes(category.webId)) ids.push(category.webId);
  }
  return ids;
}
