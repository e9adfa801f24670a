import { redirect } from 'next/navigation';
import { DEFAULT_MAP_TILES, formatNumber, LIST_LIMITS, PAGE_KEYS, pagingTitle, type ListModuleGoal, type Locale } from '@coast/domain';
import { getCities, getListingPage } from '@/cms/listings';
import { getSearchIndex } from '@/cms/site';
import type { ListingPage } from '@/cms/types';
import { cardTexts, cardView } from '@/listings/card-view';
import { ListingCards } from '@/listings/listing-cards';
import { activeFilterCount, EMPTY_LIST_QUERY, hasListFilters, type ListQuery } from '@/routing/list-query';
import { pageByKey, pagePath } from '@/routing/path-table';
import { listingPath } from '@/routing/listing-url';
import { maxItems } from '../layout';
import type { ModuleContext, Renderer } from '../types';
import { drawerTexts } from './drawer-texts';
import { FilterDrawer } from './filter-drawer';
import { FilterForm, type TownOption, type TypeOption } from './filter-form';
import { NoResults } from './no-results';
import { Pagination } from './pagination';
import { AreaNote } from '@/map/area-note';
import { MapSection } from '@/map/map-section';
import { ViewSwitch } from '@/map/view-switch';
import { listHref, listingFilter, listingQuery, matchingCities } from './query';
import { listTexts } from './texts';
import { t } from '@/i18n';
import type { PropertyListModule } from './shape';

/** Listings per page of a paged list when the module sets no maximum. */
const DEFAULT_PAGE_SIZE = 12;

/** The count of a town or type for a list's goal. */
const countFor = (goal: ListModuleGoal, counts: { sale: number; rent: number; all: number }) => counts[goal];

function resultCount(total: number, locale: Locale): string {
  return total === 1 ? listTexts(locale, 'resultsOne') : listTexts(locale, 'resultsMany', formatNumber(total, locale) ?? String(total));
}

/** The towns and types a paged list offers as filters, with their counts for the list's goal. */
async function filterOptions(goal: ListModuleGoal, query: ListQuery, locale: Locale) {
  const [cities, index] = await Promise.all([getCities(goal), getSearchIndex(locale)]);
  // The counts are of the list's goal; on the takeover list they would mislead, so none show.
  const counted = !query.takeover;
  const towns: TownOption[] = cities.map((c) => ({
    documentId: c.documentId,
    name: c.name,
    zip: c.zip,
    count: counted ? countFor(goal, { sale: c.saleCount, rent: c.rentCount, all: c.propertyCount }) : null,
  }));
  const types: TypeOption[] = index.types.map((ty) => ({
    webId: ty.webId,
    name: ty.name,
    count: counted ? countFor(goal, { sale: ty.countSaleProperty, rent: ty.countRentProperty, all: ty.countSaleProperty + ty.countRentProperty }) : null,
  }));
  return { cities, towns, types };
}

function registrationHref(context: ModuleContext): string | null {
  const page = pageByKey(context.table, PAGE_KEYS.searchRegistration);
  return page ? pagePath(page, context.locale) : null;
}

/**
 * "Register this search": the search registration page with the list's filters, which its form starts
 * with (modules/contact/form/search-prefill.ts). Only for a for-sale or for-rent list with filters.
 */
function registerThisSearchHref(context: ModuleContext, goal: ListModuleGoal, query: ListQuery): string | null {
  const base = registrationHref(context);
  if (!base || goal === 'all' || query.takeover || !hasListFilters(query)) return null;
  const params = new URLSearchParams({ goal: goal === 'sale' ? 'buy' : 'rent' });
  for (const type of query.types) params.append('type', String(type));
  for (const city of query.cities) params.append('city', city);
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  if (query.bedrooms !== null) params.set('bedrooms', String(Math.min(query.bedrooms, 5)));
  // The feature filters the registration has too (its garage and parking stay two separate ticks).
  if (query.garden) params.set('garden', '1');
  if (query.terrace) params.set('terrace', '1');
  if (query.facades !== null) params.set('facades', String(query.facades));
  if (query.plot !== null) params.set('plot', String(query.plot));
  if (query.newBuild) params.set('new_build', '1');
  if (goal === 'rent' && query.furnished) params.set('furnished', '1');
  return `${base}?${params.toString()}`;
}

/**
 * Listings from the feed. A paged module (the for-sale and for-rent pages) honours the page's list
 * query (routing/list-query.ts: towns, types, price, bedrooms, surface, EPC, sold/rented hidden,
 * takeovers, order, page), with the filter form, the number of results and 'page x of y' (Dutch: with
 * the number of listings); a page past the last redirects to the last. Other modules show their
 * newest items (home: 4). Views: grid and newest as cards; list as rows with 250-wide thumbnails.
 */
export const PropertyListModuleRenderer: Renderer<PropertyListModule> = async ({ module, context }) => {
  const { locale } = context;
  const { goal, paging: paged } = module;
  const query = paged ? context.query : EMPTY_LIST_QUERY;
  const hrefFor = (q: Partial<ListQuery>) => listHref(context.pagePath, { ...query, ...q });
  // The module's own order asked for by name is the same list as no order: one cached variant.
  if (paged && query.sort === module.sortBy) redirect(hrefFor({ sort: null }));

  const options = paged ? await filterOptions(goal, query, locale) : null;
  const cityIds = options && query.cities.length ? matchingCities(options.cities, query.cities).map((c) => c.documentId) : null;
  const pageSize = paged ? maxItems(module, DEFAULT_PAGE_SIZE) : maxItems(module, module.view === 'newest' ? LIST_LIMITS.homeNewListings : DEFAULT_PAGE_SIZE);

  const viewSwitch = paged ? (
    <ViewSwitch listHref={hrefFor({ view: 'list' })} mapHref={hrefFor({ view: 'map', page: 1 })} view={query.view} locale={locale} />
  ) : null;
  const filterForm = options ? (
    <FilterForm
      action={context.pagePath}
      locale={locale}
      towns={options.towns}
      types={options.types}
      query={query}
      defaultSort={module.sortBy}
      offersTakeover={goal === 'sale'}
      offersFurnished={goal === 'rent'}
    />
  ) : null;
  // On a phone the form waits behind a button showing how many filters are on, so the results come first.
  const activeFilters = activeFilterCount(query);
  const filters = filterForm ? (
    <FilterDrawer
      openLabel={activeFilters ? drawerTexts(locale, 'openCount', activeFilters) : drawerTexts(locale, 'open')}
      closeLabel={drawerTexts(locale, 'close')}
      title={t(locale, 'filterTitle')}
    >
      {filterForm}
    </FilterDrawer>
  ) : null;
  const areaNote = paged && query.bounds ? <AreaNote clearHref={hrefFor({ bounds: null, page: 1 })} locale={locale} /> : null;

  // The map view: the same filters, every result with a public position at once (no paging).
  if (paged && query.view === 'map') {
    return (
      <div className="property-list" data-view="map">
        {filters}
        {viewSwitch}
        {areaNote}
        <MapSection
          filter={listingFilter(goal, query, cityIds)}
          pagePath={context.pagePath}
          query={query}
          tiles={context.config?.mapTiles ?? DEFAULT_MAP_TILES}
          table={context.table}
          locale={locale}
        />
      </div>
    );
  }

  const result: ListingPage =
    cityIds && cityIds.length === 0
      ? { listings: [], page: 1, pageCount: 0, total: 0 }
      : await getListingPage(listingQuery(module, query, { cityIds, pageSize }));
  // A page past the last shows the last one (one cached variant, not one per number asked for).
  if (paged && query.page > Math.max(result.pageCount, 1)) redirect(hrefFor({ page: Math.max(result.pageCount, 1) }));
  const variant = module.view === 'list' ? 'row' : 'card';
  const registerThis = paged && result.total > 0 ? registerThisSearchHref(context, goal, query) : null;

  return (
    <div className="property-list" data-view={module.view}>
      {filters}
      {viewSwitch}
      {areaNote}
      {paged ? (
        <p className="result-count" role="status" data-total={result.total}>
          {resultCount(result.total, locale)}
        </p>
      ) : null}
      {paged && result.total > 0 ? (
        <p className="paging-title" data-total={result.total} data-page-count={result.pageCount}>
          {pagingTitle({ page: result.page, pageCount: result.pageCount, total: result.total }, locale)}
        </p>
      ) : null}
      {registerThis ? (
        <p className="register-this-search">
          <a href={registerThis}>{listTexts(locale, 'registerThisSearch')}</a>
        </p>
      ) : null}
      {result.listings.length === 0 ? (
        <NoResults locale={locale} clearHref={hasListFilters(query) ? context.pagePath : null} registrationHref={paged ? registrationHref(context) : null} />
      ) : (
        <ListingCards
          cards={result.listings.map((listing) => cardView(listing, listingPath(context.table, listing, locale), locale))}
          texts={cardTexts(locale)}
          className={variant === 'row' ? 'property-rows' : 'card-grid property-grid'}
          variant={variant}
          headingLevel={context.itemHeading}
          // A list page's first photo is its largest paint on a phone (the results come first there).
          firstIsLargest={paged}
        />
      )}
      {paged ? <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => hrefFor({ page })} locale={locale} /> : null}
    </div>
  );
};
