import { hasBrochure, isLocale } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { getProperty, getPropertyRoute } from '@/cms/properties';
import { getSiteConfiguration } from '@/cms/site';
import { getRoutingContext } from '@/routing/context';
import { propertyPath } from '@/routing/property-url';
import { brochureModel, type BrochureModel } from './brochure-model';

/**
 * The brochure of listing `id` in language `lang`, from the same cached, tagged reads as the listing's
 * page; null when there is none: an unknown listing or language (or one the site does not show), a
 * listing that left the feed, or a sold or rented one (its page shows the sold / rented screen).
 */
export async function loadBrochureModel(id: string, lang: string): Promise<BrochureModel | null> {
  if (!/^\d{1,12}$/.test(id) || !isLocale(lang)) return null;
  const externalId = Number(id);
  const [{ settings, table }, summary] = await Promise.all([getRoutingContext(), getPropertyRoute(externalId)]);
  if (!settings.enabled.includes(lang) || !summary || !hasBrochure(summary)) return null;
  const [property, config] = await Promise.all([getProperty(externalId), getSiteConfiguration(lang)]);
  if (!property) return null;
  return brochureModel(property, config, `${siteUrl()}${propertyPath(table, summary, lang)}`, lang);
}

/** Where a listing's brochure is: beside the site's other answers that are not pages (see README). */
export const brochurePath = (externalId: number, lang: string) => `/api/brochure/${externalId}/${lang}/`;

/** The file name a download gets: 'brochure-4512352-fr.pdf'. */
export const brochureFileName = (externalId: number, lang: string) => `brochure-${externalId}-${lang}.pdf`;
