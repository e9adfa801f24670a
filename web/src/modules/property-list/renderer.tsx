import { redirect } from 'next/navigation';
import { LIST_LIMITS, pagingTitle } from '@coast/domain';
import { getSearchIndex } from '@/cms/site';
import { getCities, listProperties } from '@/cms/properties';
import { t } from '@/i18n';
import { PropertyCard } from '@/listings/property-card';
import { EMPTY_LIST_QUERY } from '@/routing/list-query';
import { propertyPath } from '@/routing/property-url';
import { maxItems } from '../layout';
import type { ModuleOf, Renderer } from '../types';
import { FilterForm } from './filter-form';
import { Pagination } from './pagination';
import { listFilters, listHref, matchingCities, sortOf } from './query';

type PropertyListModule = ModuleOf<'ComponentModulesPropertyList'>;

/** Listings per page of a paged list when the module sets no maximum. */
const DEFAULT_PAGE_SIZE = 12;

/**
 * Listings from the feed. A paged module (the for-sale and for-rent pages) honours the page's
 * city= (name or zip), type= (WebID) and page= parameters, with filters and 'page x of y' (Dutch: with
 * the number of listings). Other modules show their newest items (home: 4). Views: grid and newest
 * as cards; list as rows with 250-wide thumbnails (map: the grid until the map issue).
 */
export const PropertyListModuleRenderer: Renderer<PropertyListModule> = async ({ module, context }) => {
  const { locale } = context;
  const paged = Boolean(module.paging);
  const params = paged ? context.query : EMPTY_LIST_QUERY;
  const goal = module.goal === 'sale' ? 'SALE' : module.goal === 'rent' ? 'RENT' : 'ALL';
  const cities = paged ? await getCities(goal) : [];
  const cityIds = params.city ? matchingCities(cities, params.city).map((c) => c.documentId) : null;
  const pageSize = paged ? maxItems(module, DEFAULT_PAGE_SIZE) : maxItems(module, module.listView === 'newest' ? LIST_LIMITS.homeNewProperties : DEFAULT_PAGE_SIZE);

  const result =
    cityIds && cityIds.length === 0
      ? { nodes: [], pageInfo: { page: 1, pageSize, pageCount: 0, total: 0 } }
      : await listProperties({ filters: listFilters(module, { cityIds, type: params.type }), page: params.page, pageSize, sort: sortOf(module) });
  const { nodes, pageInfo } = result;
  const variant = module.listView === 'list' ? 'row' : 'card';
  const hrefFor = (page: number) => listHref(context.pagePath, { city: params.city, type: params.type, page });
  // A page past the last shows the last one (one cached variant, not one per number asked for).
  if (paged && params.page > Math.max(pageInfo.pageCount, 1)) redirect(hrefFor(Math.max(pageInfo.pageCount, 1)));

  let filterForm = null;
  if (paged) {
    const index = await getSearchIndex(locale);
    const types = index.propertyTypes
      .filter((ty) => ty !== null)
      .map((ty) => ({ webId: ty.webId, name: ty.name, count: goal === 'RENT' ? ty.countRentProperty : goal === 'SALE' ? ty.countSaleProperty : ty.countSaleProperty + ty.countRentProperty }));
    const cityCounts = cities.map((c) => ({ name: c.name, zip: c.zip, count: goal === 'RENT' ? c.rentCount : goal === 'SALE' ? c.saleCount : c.propertyCount }));
    filterForm = <FilterForm action={context.pagePath} locale={locale} cities={cityCounts} types={types} city={params.city} type={params.type} />;
  }

  return (
    <div className="property-list" data-view={module.listView ?? 'grid'}>
      {filterForm}
      {paged && pageInfo.total > 0 ? (
        <p className="paging-title" data-total={pageInfo.total} data-page-count={pageInfo.pageCount}>
          {pagingTitle({ page: pageInfo.page, pageCount: pageInfo.pageCount, total: pageInfo.total }, locale)}
        </p>
      ) : null}
      {nodes.length === 0 ? (
        <p className="empty" role="status">
          {t(locale, 'noResults')}
        </p>
      ) : (
        <ul className={variant === 'row' ? 'property-rows' : 'card-grid property-grid'}>
          {nodes.map((property) => (
            <li key={property.documentId}>
              <PropertyCard property={property} href={propertyPath(context.table, property, locale)} locale={locale} variant={variant} headingLevel={context.itemHeading} />
            </li>
          ))}
        </ul>
      )}
      {paged ? <Pagination page={pageInfo.page} pageCount={pageInfo.pageCount} hrefFor={hrefFor} locale={locale} /> : null}
    </div>
  );
};
