import type { Core } from '@strapi/strapi';
import { fieldLabel, type Locale } from '@coast/domain';

export interface RequestListing {
  /** The row id, for the submission's relation. */
  readonly id: number;
  readonly documentId: string;
  readonly externalId: number;
  readonly label: string;
}

/** A listing a visitor asks about, by the feed's reference (the site's `?property=`): only one that is on the site. */
export async function findListing(strapi: Core.Strapi, propertyId: string): Promise<RequestListing | null> {
  if (!/^\d{1,12}$/.test(propertyId)) return null;
  const found = await strapi.db.query('api::property.property').findOne({
    where: { externalId: Number(propertyId), isInFeed: true },
    select: ['id', 'documentId', 'externalId', 'mainTypeName', 'cityName'],
  });
  if (!found) return null;
  const label = [found.mainTypeName, found.cityName].filter(Boolean).join(', ');
  return { id: found.id, documentId: found.documentId, externalId: found.externalId, label };
}

/** The listing's address on the site, in a language (/{lang}/property/{id}/ redirects to its canonical URL). */
export const listingUrl = (siteUrl: string, locale: Locale, externalId: number) => `${siteUrl}/${locale}/property/${externalId}/`;

/** The listing's lines in a mail: its reference and kind, and its address on the site. */
export function listingText(listing: RequestListing | null, siteUrl: string, locale: Locale): string {
  if (!listing) return '';
  return `\n${fieldLabel('propertyId', locale)}: ${listing.externalId}${listing.label ? ` (${listing.label})` : ''}\n${listingUrl(siteUrl, locale, listing.externalId)}`;
}
