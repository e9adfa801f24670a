import type { Core } from '@strapi/strapi';
import { fieldLabel, type Goal, type Locale, type RentalFacts } from '@coast/domain';

export interface RequestListing {
  /** The row id, for the submission's relation. */
  readonly id: number;
  readonly documentId: string;
  readonly externalId: number;
  readonly label: string;
  readonly goal: Goal | null;
  /** For sale, for rent or a takeover (not sold or rented): a visit can be booked. */
  readonly offered: boolean;
  /** What a booking's statements are computed from: the public price (the rent the visitor saw), charges, inventory, bedrooms. */
  readonly rental: RentalFacts;
}

interface ListingRow {
  id: number;
  documentId: string;
  externalId: number;
  mainTypeName: string | null;
  cityName: string | null;
  goal: Goal | null;
  availability: string | null;
  price: number | string | null;
  charges: number | string | null;
  inventoryCost: number | string | null;
  bedrooms: number | null;
}

/** A listing a visitor asks about, by the feed's reference (the site's `?property=`): only one that is on the site. */
export async function findListing(strapi: Core.Strapi, externalId: number): Promise<RequestListing | null> {
  const found: ListingRow | null = await strapi.db.query('api::property.property').findOne({
    where: { externalId, isInFeed: true },
    select: ['id', 'documentId', 'externalId', 'mainTypeName', 'cityName', 'goal', 'availability', 'price', 'charges', 'inventoryCost', 'bedrooms'],
  });
  if (!found) return null;
  const label = [found.mainTypeName, found.cityName].filter(Boolean).join(', ');
  return {
    id: found.id,
    documentId: found.documentId,
    externalId: found.externalId,
    label,
    goal: found.goal ?? null,
    offered: found.availability === 'for_sale' || found.availability === 'for_rent' || found.availability === 'takeover',
    rental: { rent: found.price, charges: found.charges, inventoryCost: found.inventoryCost, bedrooms: found.bedrooms },
  };
}

/** The listing's address on the site, in a language (/{lang}/property/{id}/ redirects to its canonical URL). */
export const listingUrl = (siteUrl: string, locale: Locale, externalId: number) => `${siteUrl}/${locale}/property/${externalId}/`;

/** The listing's lines in a mail: its reference and kind, and its address on the site. */
export function listingText(listing: RequestListing | null, siteUrl: string, locale: Locale): string {
  if (!listing) return '';
  return `\n${fieldLabel('propertyId', locale)}: ${listing.externalId}${listing.label ? ` (${listing.label})` : ''}\n${listingUrl(siteUrl, locale, listing.externalId)}`;
}
