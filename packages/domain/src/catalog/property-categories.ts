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
  /** The feed's precise types (TypeDescription, as the feed writes them in Dutch) that belong to the category. */
  readonly subtypes: readonly string[];
  /**
   * Other words visitors use for the category, per language (synonyms, and plurals that do not just add
   * -s, -e, -en or -x): the home search reads them with the names and the subtypes' names.
   */
  readonly words: Localized<readonly string[]>;
}

const category = (webId: number, showOrder: number, names: Localized, subtypes: readonly string[], words: Localized<readonly string[]>): PropertyCategory => ({
  webId,
  showOrder,
  sale: true,
  rent: true,
  names,
  subtypes,
  words,
});

/**
 * The nine website type groups, in ShowOrder. Garage/Parking (WebID 7) is last,
 * after Kantoren (9): the order is the source's, not the ids'.
 */
export const PROPERTY_CATEGORIES: readonly PropertyCategory[] = [
  category(
    1,
    0,
    { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
    [
      'Rijwoning',
      'Halfopen woning',
      'Open bebouwing',
      'Hoekwoning',
      'Herenwoning',
      'Landelijke woning',
      'Nieuwbouwwoning',
      'Bel-étage',
      'Villa',
      'Bungalow',
      'Boerderij',
    ],
    { nl: ['huizen', 'woning', 'eengezinswoning'], fr: ['maisons', 'habitation'], en: ['home'], de: ['Häuser', 'Einfamilienhaus'] },
  ),
  category(2, 1, { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' }, ['Duplex', 'Gelijkvloers', 'Penthouse', 'Loft'], {
    nl: ['flat'],
    fr: ['appart'],
    en: ['flat'],
    de: ['Etagenwohnung', 'Eigentumswohnung', 'Apartment'],
  }),
  category(3, 2, { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' }, [], { nl: [], fr: [], en: [], de: ['Einzimmerwohnung'] }),
  category(4, 3, { nl: 'Grond', fr: 'Terrain', en: 'Land', de: 'Grundstück' }, ['Bouwgrond', 'Landbouwgrond'], {
    nl: ['perceel', 'kavel'],
    fr: ['parcelle'],
    en: ['ground', 'plot'],
    de: ['Bauland', 'Baugrund'],
  }),
  category(5, 4, { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', en: 'Investment property', de: 'Renditeobjekt' }, [], {
    nl: ['opbrengstpand', 'investeringspand'],
    fr: ['investissement'],
    en: ['investment'],
    de: ['Anlageobjekt', 'Zinshaus'],
  }),
  category(6, 5, { nl: 'Commercieel', fr: 'Commercial', en: 'Commercial', de: 'Gewerbe' }, ['Handelspand', 'Winkelruimte', 'Horecazaak'], {
    nl: ['handelszaak', 'winkel', 'handel'],
    fr: ['commerce', 'magasin'],
    en: ['shop', 'retail'],
    de: ['Gewerbeobjekt', 'Laden', 'Geschäft'],
  }),
  category(8, 6, { nl: 'Industrieel', fr: 'Industriel', en: 'Industrial', de: 'Industrie' }, ['Magazijn', 'Opslagruimte'], {
    nl: ['loods', 'werkplaats'],
    fr: ['atelier'],
    en: ['workshop'],
    de: ['Halle', 'Werkstatt'],
  }),
  category(9, 7, { nl: 'Kantoren', fr: 'Bureaux', en: 'Offices', de: 'Büros' }, ['Kantoorruimte'], {
    nl: ['kantoor'],
    fr: ['bureau'],
    en: ['office'],
    de: ['Büro'],
  }),
  category(7, 8, { nl: 'Garage/Parking', fr: 'Garage/Parking', en: 'Garage/Parking', de: 'Garage/Stellplatz' }, ['Garagebox', 'Staanplaats'], {
    nl: ['garage', 'parking', 'parkeerplaats'],
    fr: ['garage', 'parking'],
    en: ['garage', 'parking', 'carport'],
    de: ['Garage', 'Stellplatz', 'Parkplatz'],
  }),
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
