import type { Core } from '@strapi/strapi';
import { viewStatistics, type ViewStatistics } from '../views/statistics';

export interface OwnedListing {
  readonly externalId: number;
  readonly title: string;
  readonly city: string;
}

/** The listings staff linked to an owner (the property's private `owner` relation). */
export async function ownedListings(strapi: Core.Strapi, ownerId: number): Promise<OwnedListing[]> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { owner: { id: ownerId } },
    select: ['externalId', 'title', 'cityName'],
    orderBy: { externalId: 'asc' },
  })) as { externalId: number; title: string | null; cityName: string | null }[];
  return rows.map((r) => ({ externalId: r.externalId, title: r.title ?? '', city: r.cityName ?? '' }));
}

/** One of the owner's listings with its statistics, or null when it is not theirs (the same answer as a missing one). */
export async function ownedListing(strapi: Core.Strapi, ownerId: number, externalId: number): Promise<(OwnedListing & { views: ViewStatistics }) | null> {
  const listing = (await ownedListings(strapi, ownerId)).find((l) => l.externalId === externalId);
  if (!listing) return null;
  return { ...listing, views: await viewStatistics(strapi, externalId) };
}
