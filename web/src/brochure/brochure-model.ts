import {
  availabilityLabel,
  descriptionBlocks,
  EPC_UNIT,
  feedValue,
  formatEuro,
  displayPhone,
  listingHeadingText,
  listsAllPlanningItems,
  PLANNING_ITEMS,
  planningCodes,
  priceDisplay,
  toLocale,
  type DescriptionBlock,
  type FeedText,
  type Locale,
} from '@coast/domain';
import { mediaUrl } from '@/cms/media';
import type { ListingDetail, SiteConfiguration } from '@/cms/types';
import { t } from '@/i18n';
import { foreignCountry, placeLine, streetLine } from '@/listings/address';
import { epcNotice, listingEpc } from '@/listings/epc-badge';
import { area, count, euro, metres, number, yesNo, year } from '@/listings/fact-format';
import { chargesText, listingFigures } from '@/listings/listing-figures';
import { listingTextIn } from '@/listings/listing-text';
import { listingTexts } from '@/listings/texts';
import { readableTextColor } from '@/ui/contrast';
import { brochureTexts } from './texts';

/** One line of a group: a label and its value, as text (the PDF has no markup). */
export interface BrochureFact {
  readonly label: string;
  readonly value: string;
  /** Flood class D: the PDF draws the flood symbol beside the value. */
  readonly floodSymbol?: boolean;
}

export interface BrochureGroup {
  readonly id: string;
  readonly title: string;
  readonly facts: readonly BrochureFact[];
  /** Below the lines (the Flemish renovation notice). */
  readonly note: string | null;
}

/**
 * Everything a listing's brochure shows, resolved to plain serialisable text in the page language. It
 * is both what the PDF is drawn from and the key of the cached render (render-brochure.ts): the same
 * model gives the same PDF, so a brochure is drawn again only when something it shows has changed.
 */
export interface BrochureModel {
  readonly locale: Locale;
  readonly externalId: number;
  readonly title: string;
  readonly heading: string;
  /** Takeover, 'Nieuw', 'Prijsdaling'... in the page language where the table knows it. */
  readonly badge: string | null;
  /** The price line, or "price on request" when it is hidden. */
  readonly price: string;
  readonly reference: string;
  /** Street and number only when the listing shows its address (PublishAddress); never the hidden one. */
  readonly street: string | null;
  readonly place: string;
  readonly addressOnRequest: string | null;
  /** The main photo at the CMS (fetched and scaled on the server when the PDF is drawn). */
  readonly photoUrl: string | null;
  readonly epc: { readonly text: string; readonly color: string; readonly textColor: string } | null;
  readonly description: {
    readonly title: string;
    /** "Only in Dutch" on a page in another language. */
    readonly note: string | null;
    readonly lead: string | null;
    readonly blocks: readonly DescriptionBlock[];
  } | null;
  readonly groups: readonly BrochureGroup[];
  readonly agency: { readonly title: string; readonly name: string; readonly lines: readonly string[]; readonly legal: string | null } | null;
  /** The listing's canonical URL, in the QR code and printed below it. */
  readonly url: string;
  readonly scanToView: string;
  /** 'Page {0} of {1}'. */
  readonly pageOf: string;
}

type Value = string | FeedText | null | undefined;
const text = (value: Value): string | null => (value == null ? null : typeof value === 'string' ? value.trim() || null : value.text);

function group(
  id: string,
  title: string,
  facts: ReadonlyArray<{ label: string; value: Value; floodSymbol?: boolean }>,
  note: string | null = null,
): BrochureGroup | null {
  const shown = facts.flatMap(({ label, value, floodSymbol }) => {
    const v = text(value);
    return v ? [{ label, value: v, ...(floodSymbol ? { floodSymbol } : {}) }] : [];
  });
  return shown.length ? { id, title, facts: shown, note } : null;
}

/** A planning item as adverts print it: 'Vg – planning permission granted', a zone name translated, or "not stated" (sale). */
function planningText(raw: string | null, locale: Locale, feedLanguage: Locale, required: boolean): string | null {
  const value = raw?.trim();
  if (!value) return required ? listingTexts(locale, 'notStated') : null;
  const codes = planningCodes(value);
  if (!codes) return feedValue(value, locale, feedLanguage)?.text ?? value;
  return codes.map((code) => `${code} – ${feedValue(code, locale, feedLanguage)?.text ?? code}`).join('; ');
}

function keyFacts(p: ListingDetail, locale: Locale): BrochureGroup | null {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  const lang = toLocale(p.language);
  const value = (raw: string | null) => feedValue(raw, locale, lang);
  const figures = listingFigures(p, locale);
  return group('key', brochureTexts(locale, 'keyFacts'), [
    { label: t(locale, 'propertyType'), value: value(p.typeDescription) ?? value(p.mainTypeName) },
    { label: t(locale, 'availability'), value: availabilityLabel(p.availability, locale) },
    { label: x('country'), value: foreignCountry(p, locale) },
    ...figures.general,
    { label: t(locale, 'bedrooms'), value: count(p.bedrooms) },
    { label: t(locale, 'bathrooms'), value: count(p.bathrooms) },
    { label: x('showers'), value: count(p.showers) },
    { label: t(locale, 'toilets'), value: count(p.toilets) },
    { label: t(locale, 'surfaceLiving'), value: area(locale, p.surfaceLiving) },
    { label: t(locale, 'surfaceGround'), value: area(locale, p.surfaceGround) },
    { label: t(locale, 'surfaceTotal'), value: area(locale, p.surfaceTotal) },
    { label: t(locale, 'surfaceTerrace'), value: area(locale, p.surfaceTerrace) },
    { label: t(locale, 'surfaceGarden'), value: area(locale, p.surfaceGarden) },
    { label: x('frontWidth'), value: metres(locale, p.frontWidth) },
    { label: t(locale, 'garages'), value: count(p.garages) },
    { label: t(locale, 'parkings'), value: count(p.parkings) },
    { label: t(locale, 'facades'), value: count(p.facades) },
    { label: t(locale, 'floors'), value: count(p.floors) },
    ...figures.building,
    { label: t(locale, 'constructionYear'), value: year(p.constructionYear) },
    { label: t(locale, 'renovationYear'), value: year(p.renovationYear) },
    { label: t(locale, 'heating'), value: value(p.heating) },
    { label: t(locale, 'glazing'), value: value(p.glazing) },
    { label: x('kitchen'), value: value(p.kitchen) },
    { label: x('orientation'), value: value(p.orientation) },
  ]);
}

function energy(p: ListingDetail, locale: Locale): BrochureGroup | null {
  const epc = listingEpc(p);
  return group(
    'energy',
    t(locale, 'energy'),
    [
      { label: t(locale, 'epcLabel'), value: epc?.text },
      { label: t(locale, 'epcValue'), value: epc?.value != null ? `${number(locale, epc.value)} ${EPC_UNIT}` : null },
      { label: t(locale, 'epcCode'), value: p.epcUniqueCode },
      { label: t(locale, 'co2Emission'), value: p.co2Emission !== null ? `${number(locale, p.co2Emission)} kg/m²` : null },
    ],
    epcNotice(epc, locale),
  );
}

function legal(p: ListingDetail, locale: Locale): BrochureGroup[] {
  const lang = toLocale(p.language);
  const required = listsAllPlanningItems(p.goal);
  const flood = (score: string | null) => {
    const cls = score?.trim().toUpperCase() || null;
    return { value: cls === 'D' ? `D – ${brochureTexts(locale, 'floodClassD')}` : cls, floodSymbol: cls === 'D' };
  };
  return [
    group('flood', t(locale, 'floodTitle'), [
      { label: t(locale, 'floodPScore'), ...flood(p.floodPScore) },
      { label: t(locale, 'floodGScore'), ...flood(p.floodGScore) },
      { label: listingTexts(locale, 'floodSensitive'), value: yesNo(locale, p.floodSensitive) },
    ]),
    group('legal', listingTexts(locale, 'legal'), [
      ...PLANNING_ITEMS.map((item) => ({ label: t(locale, item), value: planningText(p[item], locale, lang, required) })),
      { label: t(locale, 'asbestosCertificate'), value: yesNo(locale, p.asbestosCertificate) },
    ]),
  ].filter((g): g is BrochureGroup => g !== null);
}

/** Sale: notary, registration, VAT, total, agency fee. Rent: rent, charges, deposit, agency fee, inventory (as on the page). */
function costs(p: ListingDetail, locale: Locale): BrochureGroup | null {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  if (p.goal === 'rent') {
    return group('costs', x('rentCosts'), [
      { label: x('monthlyRent'), value: p.publishPrice && p.price ? formatEuro(p.price, locale) : null },
      { label: x('charges'), value: chargesText(p, locale) },
      { label: x('deposit'), value: euro(locale, p.deposit) },
      { label: x('agencyCost'), value: euro(locale, p.agencyCost) },
      { label: x('inventoryCost'), value: euro(locale, p.inventoryCost) },
    ]);
  }
  return group('costs', x('saleCosts'), [
    { label: x('notaryFees'), value: euro(locale, p.notaryFees) },
    { label: x('registrationRights'), value: euro(locale, p.registrationRights) },
    { label: x('vat'), value: euro(locale, p.vat) },
    { label: x('totalCosts'), value: euro(locale, p.totalCosts) },
    { label: x('agencyCost'), value: euro(locale, p.agencyCost) },
  ]);
}

function viager(p: ListingDetail, locale: Locale): BrochureGroup | null {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  const age = (value: number | null) => (value && value > 0 ? listingTexts(locale, 'years', value) : null);
  const annuity = euro(locale, p.viagerMonthlyAnnuity);
  return group('viager', x('viager'), [
    { label: x('viagerType'), value: feedValue(p.viagerType, locale, toLocale(p.language)) },
    { label: x('viagerAge1'), value: age(p.viagerAge1) },
    { label: x('viagerAge2'), value: age(p.viagerAge2) },
    { label: x('viagerMonthlyAnnuity'), value: annuity ? listingTexts(locale, 'perMonth', annuity) : null },
  ]);
}

function agencyBlock(config: SiteConfiguration | null, locale: Locale): BrochureModel['agency'] {
  const a = config?.agency;
  if (!a) return null;
  const street = [a.street, a.houseNumber].filter(Boolean).join(' ');
  const town = [a.zip, a.city].filter(Boolean).join(' ');
  const lines = [
    [street, town].filter(Boolean).join(', '),
    a.phone ? `${t(locale, 'phone')}: ${displayPhone(a.phone, locale)}` : '',
    a.email ? `${t(locale, 'email')}: ${a.email}` : '',
  ].filter(Boolean);
  const biv = a.bivNumber ? `${t(locale, 'bivNumber')}: ${a.bivNumber.replace(/^BIV\s*/i, '')} · ${t(locale, 'bivCode')}` : null;
  return { title: brochureTexts(locale, 'contact'), name: a.name, lines, legal: biv };
}

/** A listing's brochure in a language, from the same data its page shows. */
export function brochureModel(p: ListingDetail, config: SiteConfiguration | null, url: string, locale: Locale): BrochureModel {
  const heading = listingHeadingText(p, locale).text;
  const street = streetLine(p, locale);
  const epc = listingEpc(p);
  const badge = p.availability === 'takeover' ? availabilityLabel(p.availability, locale) : text(feedValue(p.marqueeName, locale));
  const own = listingTextIn(p, locale);
  const blocks = descriptionBlocks(own.description);
  const lead = own.title?.trim() && own.title.trim() !== heading ? own.title.trim() : null;
  const textLanguage = toLocale(own.language);
  const photo = p.photos[0] ?? p.thumbnail;
  return {
    locale,
    externalId: p.externalId,
    title: brochureTexts(locale, 'brochureTitle', `${heading} – ${t(locale, 'reference')} ${p.externalId}`),
    heading,
    badge,
    price: priceDisplay(p, locale).text,
    reference: `${t(locale, 'reference')} ${p.externalId}`,
    street,
    place: placeLine(p, locale),
    addressOnRequest: street ? null : t(locale, 'addressOnRequest'),
    photoUrl: photo ? mediaUrl(photo.url) : null,
    epc: epc?.text && epc.color ? { text: epc.text, color: epc.color, textColor: readableTextColor(epc.color) ?? '#000000' } : null,
    description:
      blocks.length || lead
        ? {
            title: t(locale, 'description'),
            note: textLanguage !== locale && textLanguage === 'nl' ? listingTexts(locale, 'dutchOnly') : null,
            lead,
            blocks,
          }
        : null,
    groups: [keyFacts(p, locale), energy(p, locale), ...legal(p, locale), costs(p, locale), viager(p, locale)].filter((g): g is BrochureGroup => g !== null),
    agency: agencyBlock(config, locale),
    url,
    scanToView: brochureTexts(locale, 'scanToView'),
    pageOf: brochureTexts.all(locale).page,
  };
}
