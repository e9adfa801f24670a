import type { Core } from '@strapi/strapi';
import { viewStatistics, type ViewStatistics } from '../views/statistics';
import { listingRecords, type ListingRecords } from './listing-records';

export interface OwnedListing {
  readonly externalId: number;
  readonly title: string;
  readonly city: string;
}

interface OwnedRow extends OwnedListing {
  readonly id: number;
}

async function ownedRows(strapi: Core.Strapi, ownerId: number): Promise<OwnedRow[]> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { owner: { id: ownerId } },
    select: ['id', 'externalId', 'title', 'cityName'],
    orderBy: { externalId: 'asc' },
  })) as { id: number; externalId: number; title: string | null; cityName: string | null }[];
  return rows.map((r) => ({ id: r.id, externalId: r.externalId, title: r.title ?? '', city: r.cityName ?? '' }));
}

/** The listings staff linked to an owner (the property's private `owner` relation). */
export async function ownedListings(strapi: Core.Strapi, ownerId: number): Promise<OwnedListing[]> {
  return (await ownedRows(strapi, ownerId)).map(({ externalId, title, city }) => ({ externalId, title, city }));
}

/** The row id of one of the owner's listings, or null when it is not theirs (the same answer as a missing one). */
export async function ownedListingId(strapi: Core.Strapi, ownerId: number, externalId: number): Promise<number | null> {
  return (await ownedRows(strapi, ownerId)).find((l) => l.externalId === externalId)?.id ?? null;
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
  const row = (await ownedRows(strapi, ownerId)).find((l) => l.externalId === externalId);
  if (!row) return null;
  const [views, records] = await Promise.all([viewStatistics(strapi, externalId), viewsOnly ? {} : listingRecords(strapi, row.id, locale)]);
  return { externalId: row.externalId, title: row.title, city: row.city, views, ...records };
}
