import { COUNTRY_NAMES, type Country } from '../catalog/countries';
import { PROPERTY_CATEGORIES } from '../catalog/property-categories';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';

/** One group of the feed's words: the Dutch value as the feed writes it → the word in every site language. */
type ValueGroup = Readonly<Record<string, Localized>>;

const v = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });

/** The nine type groups, named exactly as the type filter names them (one word for a type on card and dropdown). */
const MAIN_TYPES: ValueGroup = Object.fromEntries(PROPERTY_CATEGORIES.map((c) => [c.names.nl, c.names]));

/** The feed's precise types (TypeDescription); those that are also a group name come from MAIN_TYPES. */
const TYPES: ValueGroup = {
  ...MAIN_TYPES,
  Rijwoning: v('Rijwoning', 'Maison mitoyenne', 'Terraced house', 'Reihenhaus'),
  'Halfopen woning': v('Halfopen woning', 'Maison semi-mitoyenne', 'Semi-detached house', 'Doppelhaushälfte'),
  'Open bebouwing': v('Open bebouwing', 'Maison quatre façades', 'Detached house', 'Freistehendes Haus'),
  Hoekwoning: v('Hoekwoning', "Maison d'angle", 'Corner house', 'Eckhaus'),
  Herenwoning: v('Herenwoning', 'Maison de maître', 'Town house', 'Bürgerhaus'),
  'Landelijke woning': v('Landelijke woning', 'Maison de campagne', 'Country house', 'Landhaus'),
  Nieuwbouwwoning: v('Nieuwbouwwoning', 'Maison neuve', 'New-build house', 'Neubauhaus'),
  'Bel-étage': v('Bel-étage', 'Bel-étage', 'Raised ground-floor house', 'Bel-Etage-Haus'),
  Villa: v('Villa', 'Villa', 'Villa', 'Villa'),
  Bungalow: v('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'),
  Boerderij: v('Boerderij', 'Ferme', 'Farmhouse', 'Bauernhof'),
  Duplex: v('Duplex', 'Duplex', 'Duplex', 'Maisonette'),
  Gelijkvloers: v('Gelijkvloers', 'Rez-de-chaussée', 'Ground-floor flat', 'Erdgeschosswohnung'),
  Penthouse: v('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
  Loft: v('Loft', 'Loft', 'Loft', 'Loft'),
  Bouwgrond: v('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
  Landbouwgrond: v('Landbouwgrond', 'Terrain agricole', 'Agricultural land', 'Landwirtschaftsfläche'),
  Garagebox: v('Garagebox', 'Box de garage', 'Lock-up garage', 'Garagenbox'),
  Staanplaats: v('Staanplaats', 'Emplacement de parking', 'Parking space', 'Stellplatz'),
  Handelspand: v('Handelspand', 'Immeuble commercial', 'Commercial building', 'Geschäftshaus'),
  Winkelruimte: v('Winkelruimte', 'Surface commerciale', 'Retail space', 'Ladenfläche'),
  Horecazaak: v('Horecazaak', 'Établissement horeca', 'Hospitality business', 'Gastronomiebetrieb'),
  Kantoorruimte: v('Kantoorruimte', 'Espace de bureaux', 'Office space', 'Bürofläche'),
  Magazijn: v('Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle'),
  Opslagruimte: v('Opslagruimte', 'Espace de stockage', 'Storage space', 'Lagerraum'),
};

/** Banners (MarqueeName). Ids are set per office (domain notes 1), so the name is what is looked up. */
const BANNERS: ValueGroup = {
  Nieuw: v('Nieuw', 'Nouveau', 'New', 'Neu'),
  Verkocht: v('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
  Verhuurd: v('Verhuurd', 'Loué', 'Rented', 'Vermietet'),
  Optie: v('Optie', 'Option', 'Under option', 'Reserviert'),
  'Onder optie': v('Onder optie', 'Sous option', 'Under option', 'Reserviert'),
  Prijsdaling: v('Prijsdaling', 'Baisse de prix', 'Price reduced', 'Preis gesenkt'),
  'Nieuwe prijs': v('Nieuwe prijs', 'Nouveau prix', 'New price', 'Neuer Preis'),
  Compromis: v('Compromis', 'Sous compromis', 'Sale agreed', 'Verkauf vereinbart'),
  'Onder compromis': v('Onder compromis', 'Sous compromis', 'Sale agreed', 'Verkauf vereinbart'),
  'Verkocht onder voorwaarden': v('Verkocht onder voorwaarden', 'Vendu sous conditions', 'Sold subject to conditions', 'Unter Vorbehalt verkauft'),
  Exclusief: v('Exclusief', 'Exclusivité', 'Exclusive', 'Exklusiv'),
  'Open huis': v('Open huis', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'),
  Gereserveerd: v('Gereserveerd', 'Réservé', 'Reserved', 'Reserviert'),
};

const HEATING: ValueGroup = {
  Gas: v('Gas', 'Gaz', 'Gas', 'Gas'),
  Warmtepomp: v('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
  Stookolie: v('Stookolie', 'Mazout', 'Heating oil', 'Heizöl'),
  Elektrisch: v('Elektrisch', 'Électrique', 'Electric', 'Elektrisch'),
  Pellets: v('Pellets', 'Pellets', 'Pellets', 'Pellets'),
  Vloerverwarming: v('Vloerverwarming', 'Chauffage par le sol', 'Underfloor heating', 'Fußbodenheizung'),
  'Centrale verwarming': v('Centrale verwarming', 'Chauffage central', 'Central heating', 'Zentralheizung'),
};

const GLAZING: ValueGroup = {
  Hoogrendementsglas: v('Hoogrendementsglas', 'Vitrage à haut rendement', 'High-efficiency glazing', 'Wärmeschutzverglasung'),
  'Enkel glas': v('Enkel glas', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'),
  'Dubbel glas': v('Dubbel glas', 'Double vitrage', 'Double glazing', 'Doppelverglasung'),
  'Driedubbel glas': v('Driedubbel glas', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'),
};

const WINDOW_FRAMES: ValueGroup = {
  PVC: v('PVC', 'PVC', 'PVC', 'Kunststoff (PVC)'),
  Hout: v('Hout', 'Bois', 'Wood', 'Holz'),
  Aluminium: v('Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
};

const KITCHENS: ValueGroup = {
  'Open keuken': v('Open keuken', 'Cuisine ouverte', 'Open kitchen', 'Offene Küche'),
  'Gesloten keuken': v('Gesloten keuken', 'Cuisine fermée', 'Closed kitchen', 'Geschlossene Küche'),
  Eilandkeuken: v('Eilandkeuken', 'Cuisine avec îlot', 'Island kitchen', 'Küche mit Kochinsel'),
  'Ingerichte keuken': v('Ingerichte keuken', 'Cuisine équipée', 'Fitted kitchen', 'Einbauküche'),
  'Half ingerichte keuken': v('Half ingerichte keuken', 'Cuisine semi-équipée', 'Partly fitted kitchen', 'Teilweise eingerichtete Küche'),
  'Volledig ingerichte keuken': v('Volledig ingerichte keuken', 'Cuisine entièrement équipée', 'Fully fitted kitchen', 'Komplett eingerichtete Küche'),
  Kitchenette: v('Kitchenette', 'Kitchenette', 'Kitchenette', 'Kochnische'),
};

const FLOOR_COVERINGS: ValueGroup = {
  Gietvloer: v('Gietvloer', 'Sol coulé', 'Poured floor', 'Gussboden'),
  Tegels: v('Tegels', 'Carrelage', 'Tiles', 'Fliesen'),
  Vinyl: v('Vinyl', 'Vinyle', 'Vinyl', 'Vinyl'),
  Natuursteen: v('Natuursteen', 'Pierre naturelle', 'Natural stone', 'Naturstein'),
  Parket: v('Parket', 'Parquet', 'Parquet', 'Parkett'),
  Laminaat: v('Laminaat', 'Stratifié', 'Laminate', 'Laminat'),
  Betonvloer: v('Betonvloer', 'Sol en béton', 'Concrete floor', 'Betonboden'),
  Tapijt: v('Tapijt', 'Moquette', 'Carpet', 'Teppichboden'),
};

const ROOFS: ValueGroup = {
  Zadeldak: v('Zadeldak', 'Toit à deux versants', 'Gable roof', 'Satteldach'),
  'Plat dak (EPDM)': v('Plat dak (EPDM)', 'Toit plat (EPDM)', 'Flat roof (EPDM)', 'Flachdach (EPDM)'),
  'Plat dak (roofing)': v('Plat dak (roofing)', 'Toit plat (roofing)', 'Flat roof (bitumen)', 'Flachdach (Bitumen)'),
  'Hellend dak (pannen)': v('Hellend dak (pannen)', 'Toit en pente (tuiles)', 'Pitched roof (tiles)', 'Schrägdach (Ziegel)'),
  'Hellend dak (leien)': v('Hellend dak (leien)', 'Toit en pente (ardoises)', 'Pitched roof (slates)', 'Schrägdach (Schiefer)'),
  Sandwichpanelen: v('Sandwichpanelen', 'Panneaux sandwich', 'Sandwich panels', 'Sandwichpaneele'),
};

const ORIENTATIONS: ValueGroup = {
  Noord: v('Noord', 'Nord', 'North', 'Nord'),
  Noordoost: v('Noordoost', 'Nord-est', 'North-east', 'Nordost'),
  Oost: v('Oost', 'Est', 'East', 'Ost'),
  Zuidoost: v('Zuidoost', 'Sud-est', 'South-east', 'Südost'),
  Zuid: v('Zuid', 'Sud', 'South', 'Süd'),
  Zuidwest: v('Zuidwest', 'Sud-ouest', 'South-west', 'Südwest'),
  West: v('West', 'Ouest', 'West', 'West'),
  Noordwest: v('Noordwest', 'Nord-ouest', 'North-west', 'Nordwest'),
};

/** Planning destinations (gewestplan / RUP zones) as the feed writes them. */
const PLANNING_DESTINATIONS: ValueGroup = {
  Woongebied: v('Woongebied', "Zone d'habitat", 'Residential area', 'Wohngebiet'),
  'Woongebied met landelijk karakter': v(
    'Woongebied met landelijk karakter',
    "Zone d'habitat à caractère rural",
    'Residential area with a rural character',
    'Wohngebiet mit ländlichem Charakter',
  ),
  Industriegebied: v('Industriegebied', 'Zone industrielle', 'Industrial area', 'Industriegebiet'),
  'Agrarisch gebied': v('Agrarisch gebied', 'Zone agricole', 'Agricultural area', 'Agrargebiet'),
  "Gebied voor ambachtelijke bedrijven en kmo's": v(
    "Gebied voor ambachtelijke bedrijven en kmo's",
    "Zone d'artisanat et de PME",
    'Area for craft businesses and SMEs',
    'Gebiet für Handwerksbetriebe und KMU',
  ),
};

/**
 * The Flemish planning abbreviations (VCRO art. 5.2.6) and what they mean, as the seeded Tips page
 * explains them. The law makes adverts print the code; the site shows the code with this meaning.
 */
export const PLANNING_CODES: ValueGroup = {
  Vg: v('stedenbouwkundige vergunning uitgereikt', "permis d'urbanisme délivré", 'planning permission granted', 'Baugenehmigung erteilt'),
  Gvg: v('geen stedenbouwkundige vergunning uitgereikt', "aucun permis d'urbanisme délivré", 'no planning permission granted', 'keine Baugenehmigung erteilt'),
  Wg: v('bestemming woongebied', "affectation en zone d'habitat", 'zoned as residential area', 'Zweckbestimmung Wohngebiet'),
  Dv: v('dagvaarding uitgebracht', 'citation en justice signifiée', 'summons issued', 'Vorladung vor Gericht erfolgt'),
  Ho: v(
    'rechterlijke herstelmaatregel opgelegd',
    'mesure de réparation judiciaire imposée',
    'court-ordered remedial measure imposed',
    'gerichtliche Wiederherstellungsmaßnahme angeordnet',
  ),
  Bo: v('bestuursdwang opgelegd', 'contrainte administrative imposée', 'administrative enforcement imposed', 'Verwaltungszwang angeordnet'),
  Lod: v('last onder dwangsom opgelegd', 'ordre sous astreinte', 'order subject to a penalty payment', 'Anordnung unter Zwangsgeld'),
  Ms: v('minnelijke schikking aangegaan', "transaction à l'amiable conclue", 'out-of-court settlement reached', 'gütlicher Vergleich geschlossen'),
  Gmo: v(
    'geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd',
    'aucune mesure de réparation judiciaire ni mesure administrative',
    'no court-ordered or administrative measure imposed',
    'keine gerichtliche oder behördliche Maßnahme angeordnet',
  ),
  Vkr: v('voorkooprecht van toepassing', 'droit de préemption applicable', 'right of pre-emption applies', 'Vorkaufsrecht besteht'),
  Gvkr: v('geen voorkooprecht', 'pas de droit de préemption', 'no right of pre-emption', 'kein Vorkaufsrecht'),
  Vv: v('verkavelingsvergunning afgeleverd', 'permis de lotir délivré', 'subdivision permit granted', 'Parzellierungsgenehmigung erteilt'),
  Gvv: v('geen verkavelingsvergunning', 'pas de permis de lotir', 'no subdivision permit', 'keine Parzellierungsgenehmigung'),
};

const VIAGER_TYPES: ValueGroup = {
  'Vrije lijfrente': v('Vrije lijfrente', 'Viager libre', 'Life annuity, vacant possession', 'Leibrente, bezugsfrei'),
  'Bezette lijfrente': v('Bezette lijfrente', 'Viager occupé', 'Life annuity, occupied', 'Leibrente, bewohnt'),
};

const COUNTRIES: ValueGroup = Object.fromEntries(
  (Object.keys(COUNTRY_NAMES.nl) as Country[]).map((c) => [
    COUNTRY_NAMES.nl[c],
    v(COUNTRY_NAMES.nl[c], COUNTRY_NAMES.fr[c], COUNTRY_NAMES.en[c], COUNTRY_NAMES.de[c]),
  ]),
);

/**
 * The one translation table of the feed's values (the feed is written in Dutch), by group so it reads
 * like the listing page: types, banners, heating, glazing, window frames, kitchens, floors, roofs,
 * orientations, planning destinations and codes, viager types, countries. Card, page, structured data
 * and PDF read it through `feedValue`; a value the table does not know is shown as the feed gives it.
 */
export const FEED_VALUES = {
  types: TYPES,
  banners: BANNERS,
  heating: HEATING,
  glazing: GLAZING,
  windowFrames: WINDOW_FRAMES,
  kitchens: KITCHENS,
  floorCoverings: FLOOR_COVERINGS,
  roofs: ROOFS,
  orientations: ORIENTATIONS,
  planningDestinations: PLANNING_DESTINATIONS,
  planningCodes: PLANNING_CODES,
  viagerTypes: VIAGER_TYPES,
  countries: COUNTRIES,
} as const satisfies Readonly<Record<string, ValueGroup>>;

/** Case, surrounding and repeated spaces do not matter: 'open keuken ' is 'Open keuken'. */
const keyOf = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl');

const LOOKUP: ReadonlyMap<string, Localized> = new Map(
  Object.values(FEED_VALUES).flatMap((group: ValueGroup) => Object.entries(group).map(([nl, names]) => [keyOf(nl), names] as const)),
);

/** A text to show and the language it is written in (for `lang` on the element when it is not the page's). */
export interface FeedText {
  readonly text: string;
  readonly lang: Locale;
}

/**
 * A feed value in a site language: the table's word when it knows the value, else the value as given,
 * marked as written in the feed's language. Empty input: null.
 */
export function feedValue(value: string | null | undefined, locale: Locale, feedLanguage: Locale = DEFAULT_LOCALE): FeedText | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const names = LOOKUP.get(keyOf(value));
  return names ? { text: names[locale], lang: locale } : { text: value.trim(), lang: feedLanguage };
}

/** The text of `feedValue` only, for places without markup (titles, structured data, a select's option). */
export function feedValueText(value: string | null | undefined, locale: Locale): string {
  return feedValue(value, locale)?.text ?? '';
}

/** Whether the table knows a value (then every language has a word for it). */
export function isKnownFeedValue(value: string | null | undefined): boolean {
  return typeof value === 'string' && LOOKUP.has(keyOf(value));
}
