import { hasBrochure, isLocale } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { getListing, getListingRoute } from '@/cms/listings';
import { getSiteConfiguration } from '@/cms/site';
import { getRoutingContext } from '@/routing/context';
import { listingPath } from '@/routing/listing-url';
import { brochureModel, type BrochureModel } from './brochure-model';

/**
 * The brochure of listing `externalId` in language `lang`, from the same cached, tagged reads as the listing's
 * page; null when there is none: an unknown listing or language (or one the site does not show), a
 * listing that left the feed, or a sold or rented one (its page shows the sold / rented screen).
 */
export async function loadBrochureModel(externalId: number, lang: string): Promise<BrochureModel | null> {
  if (!isLocale(lang)) return null;
  const [{ settings, table }, summary] = await Promise.all([getRoutingContext(), getListingRoute(externalId)]);
  if (!settings.enabled.includes(lang) || !summary || !hasBrochure(summary)) return null;
  const [listing, config] = await Promise.all([getListing(externalId), getSiteConfiguration(lang)]);
  if (!listing) return null;
  return brochureModel(listing, config, `${siteUrl()}${listingPath(table, summary, lang)}`, lang);
}

/** Where a listing's brochure is: beside the site's other answers that are not pages (see README). */
export const brochurePath = (externalId: number, lang: string) => `/api/brochure/${externalId}/${lang}/`;

/** The file name a download gets: 'brochure-4512352-fr.pdf'. */
export const brochureFileName = (externalId: number, lang: string) => `brochure-${externalId}-${lang}.pdf`;
