import { redirect } from 'next/navigation';
import { LIST_LIMITS, pagingTitle, type ListModuleGoal } from '@coast/domain';
import { getCities, listProperties } from '@/cms/properties';
import { getSearchIndex } from '@/cms/site';
import type { ListingPage, PropertyListModule } from '@/cms/types';
import { t } from '@/i18n';
import { PropertyCard } from '@/listings/property-card';
import { EMPTY_LIST_QUERY } from '@/routing/list-query';
import { propertyPath } from '@/routing/property-url';
import { maxItems } from '../layout';
import type { Renderer } from '../types';
import { FilterForm } from './filter-form';
import { Pagination } from './pagination';
import { listHref, listingQuery, matchingCities } from './query';
import './styles.css';

/** Listings per page of a paged list when the module sets no maximum. */
const DEFAULT_PAGE_SIZE = 12;

/** The count of a town or type for a list's goal. */
const countFor = (goal: ListModuleGoal, counts: { sale: number; rent: number; all: number }) => counts[goal];

/**
 * Listings from the feed. A paged module (the for-sale and for-rent pages) honours the page's
 * city= (name or zip), type= (WebID) and page= parameters, with filters and 'page x of y' (Dutch: with
 * the number of listings). Other modules show their newest items (home: 4). Views: grid and newest
 * as cards; list as rows with 250-wide thumbnails (map: the grid until the map issue).
 */
export const PropertyListModuleRenderer: Renderer<PropertyListModule> = async ({ module, context }) => {
  const { locale } = context;
  const { goal, paging: paged } = module;
  const params = paged ? context.query : EMPTY_LIST_QUERY;
  const cities = paged ? await getCities(goal) : [];
  const cityIds = params.city ? matchingCities(cities, params.city).map((c) => c.documentId) : null;
  const pageSize = paged ? maxItems(module, DEFAULT_PAGE_SIZE) : maxItems(module, module.view === 'newest' ? LIST_LIMITS.homeNewProperties : DEFAULT_PAGE_SIZE);

  const result: ListingPage =
    cityIds && cityIds.length === 0
      ? { listings: [], page: 1, pageCount: 0, total: 0 }
      : await listProperties(listingQuery(module, { cityIds, type: params.type, page: params.page, pageSize }));
  const variant = module.view === 'list' ? 'row' : 'card';
  const hrefFor = (page: number) => listHref(context.pagePath, { city: params.city, type: params.type, page });
  // A page past the last shows the last one (one cached variant, not one per number asked for).
  if (paged && params.page > Math.max(result.pageCount, 1)) redirect(hrefFor(Math.max(result.pageCount, 1)));

  let filterForm = null;
  if (paged) {
    const index = await getSearchIndex(locale);
    const types = index.types.map((ty) => ({
      webId: ty.webId,
      name: ty.name,
      count: countFor(goal, { sale: ty.countSaleProperty, rent: ty.countRentProperty, all: ty.countSaleProperty + ty.countRentProperty }),
    }));
    const cityCounts = cities.map((c) => ({ name: c.name, zip: c.zip, count: countFor(goal, { sale: c.saleCount, rent: c.rentCount, all: c.propertyCount }) }));
    filterForm = <FilterForm action={context.pagePath} locale={locale} cities={cityCounts} types={types} city={params.city} type={params.type} />;
  }

  return (
    <div className="property-list" data-view={module.view}>
      {filterForm}
      {paged && result.total > 0 ? (
        <p className="paging-title" data-total={result.total} data-page-count={result.pageCount}>
          {pagingTitle({ page: result.page, pageCount: result.pageCount, total: result.total }, locale)}
        </p>
      ) : null}
      {result.listings.length === 0 ? (
        <p className="empty" role="status">
          {t(locale, 'noResults')}
        </p>
      ) : (
        <ul className={variant === 'row' ? 'property-rows' : 'card-grid property-grid'}>
          {result.listings.map((property) => (
            <li key={property.documentId}>
              <PropertyCard
                property={property}
                href={propertyPath(context.table, property, locale)}
                locale={locale}
                variant={variant}
                headingLevel={context.itemHeading}
              />
            </li>
          ))}
        </ul>
      )}
      {paged ? <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} locale={locale} /> : null}
    </div>
  );
};
