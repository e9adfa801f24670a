import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@coast/domain';
import { viewStatistics, type ViewStatistics } from '../views/statistics';
import { listingRecords, type ListingRecords } from './listing-records';

export interface OwnedListing {
  readonly externalId: number;
  /** In the portal's language when the CRM gave the listing a title in it, else the feed's own (Dutch). */
  readonly title: string;
  readonly city: string;
}

interface OwnedRow extends OwnedListing {
  readonly id: number;
}

const languageOf = (wanted: unknown): Locale => (isLocale(wanted) ? wanted : DEFAULT_LOCALE);

async function ownedRows(strapi: Core.Strapi, ownerId: number, locale: Locale): Promise<OwnedRow[]> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { owner: { id: ownerId } },
    select: ['id', 'externalId', 'title', 'cityName'],
    populate: { texts: { select: ['language', 'title'] } },
    orderBy: { externalId: 'asc' },
  })) as { id: number; externalId: number; title: string | null; cityName: string | null; texts?: { language: string; title: string | null }[] | null }[];
  return rows.map((r) => {
    const own = locale === DEFAULT_LOCALE ? null : r.texts?.find((t) => t.language === locale)?.title?.trim();
    return { id: r.id, externalId: r.externalId, title: own || (r.title ?? ''), city: r.cityName ?? '' };
  });
}

/** The listings staff linked to an owner (the property's private `owner` relation), titled in `locale`. */
export async function ownedListings(strapi: Core.Strapi, ownerId: number, locale?: unknown): Promise<OwnedListing[]> {
  return (await ownedRows(strapi, ownerId, languageOf(locale))).map(({ externalId, title, city }) => ({ externalId, title, city }));
}

/** The row id of one of the owner's listings, or null when it is not theirs (the same answer as a missing one). */
export async function ownedListingRowId(strapi: Core.Strapi, ownerId: number, externalId: number): Promise<number | null> {
  return (await ownedRows(strapi, ownerId, DEFAULT_LOCALE)).find((l) => l.externalId === externalId)?.id ?? null;
}

/**
 * One of the owner's listings with its statistics and (unless `viewsOnly`: the overview's numbers) its
 * records, or null when it is not theirs.
 */
export async function ownedListing(
  strapi: Core.Strapi,
  ownerId: number,
  externalId: number,
  { locale, viewsOnly = false }: { locale?: unknown; viewsOnly?: boolean } = {},
): Promise<(OwnedListing & Partial<ListingRecords> & { views: ViewStatistics }) | null> {
  const row = (await ownedRows(strapi, ownerId, languageOf(locale))).find((l) => l.externalId === externalId);
  if (!row) return null;
  const [views, records] = await Promise.all([viewStatistics(strapi, externalId), viewsOnly ? {} : listingRecords(strapi, row.id, locale)]);
  return { externalId: row.externalId, title: row.title, city: row.city, views, ...records };
}
