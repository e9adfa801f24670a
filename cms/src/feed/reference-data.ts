import type { Core } from '@strapi/strapi';
import { LOCALES, PROPERTY_CATEGORIES, regionFromPostcode } from '@coast/domain';
import type { FeedRecord } from './feed-record';
import { cutText } from './fit-text';
import { documentData } from '../typing/documents';

const TYPE = 'api::property-type.property-type';
const CITY = 'api::city.city';

/**
 * Property types: the nine categories of the catalog with their names in every language, plus any
 * WebID the feed uses that the catalog does not know (named after the feed's MainTypeName).
 * Returns the number of entries created or changed.
 */
export async function upsertPropertyTypes(strapi: Core.Strapi, records: FeedRecord[]): Promise<number> {
  const wanted = new Map<number, { showOrder: number; sale: boolean; rent: boolean; names: Record<string, string> }>();
  for (const c of PROPERTY_CATEGORIES) wanted.set(c.webId, { showOrder: c.showOrder, sale: c.sale, rent: c.rent, names: { ...c.names } });
  for (const r of records) {
    if (wanted.has(r.WebID)) continue;
    // A type's name is short text: a longer MainTypeName is cut (the listing's report says so).
    const name = cutText(String(r.MainTypeName ?? `Type ${r.WebID}`));
    wanted.set(r.WebID, { showOrder: 100 + r.WebID, sale: true, rent: true, names: Object.fromEntries(LOCALES.map((l) => [l, name])) });
  }
  let changed = 0;
  for (const [webId, t] of wanted) {
    const existing = await strapi.documents(TYPE).findFirst({ filters: { webId }, locale: 'nl' });
    let documentId = existing?.documentId as string | undefined;
    for (const locale of LOCALES) {
      const data = { webId, name: t.names[locale], showOrder: t.showOrder, sale: t.sale, rent: t.rent };
      if (!documentId) {
        documentId = (await strapi.documents(TYPE).create({ data, locale })).documentId;
        changed++;
        continue;
      }
      const current = await strapi.documents(TYPE).findOne({ documentId, locale });
      if (current && current.name === data.name && current.showOrder === data.showOrder && current.sale === data.sale && current.rent === data.rent) continue;
      await strapi.documents(TYPE).update({ documentId, locale, data });
      changed++;
    }
  }
  return changed;
}

/** Keyed as stored: a name or zip too long for short text is stored cut, and matched cut. */
export const cityKey = (countryId: number, zip: string, name: string) => `${countryId}|${cutText(zip)}|${cutText(name).toLocaleLowerCase('nl')}`;

/** Cities of the feed, keyed by country, zip and name; returns key → documentId. */
export async function upsertCities(strapi: Core.Strapi, records: FeedRecord[]): Promise<{ ids: Map<string, string>; created: number }> {
  const existing = await strapi.documents(CITY).findMany({ limit: 10_000 });
  const ids = new Map<string, string>();
  // All three are required in the schema; Strapi's result typings read every field as possibly empty.
  for (const c of existing) if (c.countryId != null && c.zip != null && c.name != null) ids.set(cityKey(c.countryId, c.zip, c.name), c.documentId);
  let created = 0;
  for (const r of records) {
    const key = cityKey(r.CountryID, r.Zip, r.City);
    if (ids.has(key)) continue;
    const region = regionFromPostcode(r.Zip, r.CountryID) ?? 'abroad';
    const city = await strapi.documents(CITY).create({
      data: documentData<typeof CITY>({
        name: cutText(r.City),
        zip: cutText(r.Zip),
        countryId: r.CountryID,
        countryName: r.CountryName == null ? null : cutText(String(r.CountryName)),
        region,
      }),
    });
    ids.set(key, city.documentId);
    created++;
  }
  return { ids, created };
}
