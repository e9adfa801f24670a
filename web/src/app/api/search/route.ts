import { idQueryDigits, matchesCity, matchesText, PAGE_KEYS, recordId, toLocale, type PageKey } from '@coast/domain';
import { redirect } from 'next/navigation';
import { getListingRoute } from '@/cms/listings';
import { getSearchIndex } from '@/cms/site';
import { getRoutingContext } from '@/routing/context';
import { pageByKey, pagePath } from '@/routing/path-table';
import { listingPath } from '@/routing/listing-url';
import { currentSearchIndexes } from '@/search/current-index';

/**
 * The search input sent (Enter or the button, with or without JavaScript: 'ID, Type, City'): a listing
 * id goes to the listing; a text naming a goal, types and towns ('villa gistel', 'flat for rent
 * Ostend') to that list, filtered by them (the for-sale list unless only rentals match); a type name
 * to the list of that type, a town (name or zip) to the list of that town, anything else to the
 * for-sale list. Matching rules are @coast/domain's.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').trim();
  const { table, settings } = await getRoutingContext();
  const locale = settings.enabled.includes(toLocale(params.get('lang'), settings.defaultLocale))
    ? toLocale(params.get('lang'), settings.defaultLocale)
    : settings.defaultLocale;
  const list = (key: PageKey) => {
    const page = pageByKey(table, key);
    return page ? pagePath(page, locale) : '/';
  };

  const id = recordId(idQueryDigits(query));
  if (id !== null) {
    const listing = await getListingRoute(id);
    if (listing?.isInFeed) redirect(listingPath(table, listing, locale));
  }
  if (query) {
    // 'villa gistel', 'appartement à louer Ostende': the list of what the text names (goal, type, towns).
    // Without the index (the CMS cannot answer yet) the text is matched as before.
    const indexes = await currentSearchIndexes().catch(() => null);
    const understood = indexes?.byLocale[locale].understand(query) ?? null;
    if (understood) {
      const goal = understood.goal ?? (understood.counts.sale > 0 || understood.counts.rent === 0 ? 'sale' : 'rent');
      const params = new URLSearchParams();
      for (const town of understood.towns) params.append('city', town.name.toLowerCase());
      for (const type of understood.types) params.append('type', String(type));
      const suffix = params.size ? `?${params.toString()}` : '';
      redirect(`${list(goal === 'sale' ? PAGE_KEYS.forSale : PAGE_KEYS.forRent)}${suffix}`);
    }
    const index = await getSearchIndex(locale);
    const type = index.types.find((ty) => matchesText(ty.name, query));
    if (type) redirect(`${list(type.countSaleProperty > 0 || type.countRentProperty === 0 ? PAGE_KEYS.forSale : PAGE_KEYS.forRent)}?type=${type.webId}`);
    const city = index.cities.find((c) => matchesCity({ name: c.name, zip: c.zip }, query));
    if (city) redirect(`${list(city.saleCount > 0 || city.rentCount === 0 ? PAGE_KEYS.forSale : PAGE_KEYS.forRent)}?city=${encodeURIComponent(city.name)}`);
  }
  redirect(list(PAGE_KEYS.forSale));
}
