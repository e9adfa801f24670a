import Link from 'next/link';
import { PAGE_KEYS, type Locale } from '@coast/domain';
import { getSearchIndex } from '@/cms/site';
import type { Page, SiteConfiguration } from '@/cms/types';
import { t } from '@/i18n';
import { pageByKey, pagePath, type PathTable } from '@/routing/path-table';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { SearchForm } from './search-form';

/** The search block's descriptions may hold {totalForSale} and {totalForRent}: replaced by the counts. */
function fillCounts(text: string, counts: { forSale: number; forRent: number }): string {
  return text.replaceAll('{totalForSale}', String(counts.forSale)).replaceAll('{totalForRent}', String(counts.forRent));
}

/**
 * The home page's banner (image, or the first image of a gallery; a video shows its poster image) with
 * the page title, and the search block: title, descriptions with live counts, the search input and the
 * for-sale / for-rent buttons with their totals, as the site configuration enables them.
 */
export async function HomeHero({ page, config, table, locale }: { page: Page; config: SiteConfiguration | null; table: PathTable; locale: Locale }) {
  // Without a site configuration: the page title, and the whole search block.
  const banner = config?.homeBanner ?? null;
  const options = config?.searchOptions ?? { showSearchInput: true, showSearchButton: true, showSearchCount: true, showCountProperty: true };
  const { totals: listingTotals } = await getSearchIndex(locale);
  const image = banner?.type === 'gallery' ? (banner.images[0] ?? null) : (banner?.image ?? null);
  const forSale = pageByKey(table, PAGE_KEYS.forSale);
  const forRent = pageByKey(table, PAGE_KEYS.forRent);
  const withCount = options.showSearchCount && options.showCountProperty;

  return (
    <section className="home-hero" aria-labelledby="home-title">
      {image ? (
        <div className="home-hero__image" aria-hidden="true">
          <CmsImage media={image} fill preload sizes={IMAGE_SIZES.wide} alt="" />
        </div>
      ) : null}
      <div className="container home-hero__inner">
        <h1 id="home-title" className="home-hero__title">
          {banner?.title || page.title}
        </h1>
        {banner?.subtitle ? <p className="home-hero__subtitle">{banner.subtitle}</p> : null}
        <div className="search-block">
          {config?.searchTitle && config.searchTitle !== banner?.title ? <h2 className="search-block__title">{config.searchTitle}</h2> : null}
          {config?.searchDescription ? <p className="search-block__text">{fillCounts(config.searchDescription, listingTotals)}</p> : null}
          {options.showSearchInput ? <SearchForm locale={locale} placeholder={config?.searchPlaceholder} id="home-search" /> : null}
          {options.showSearchButton ? (
            <p className="search-block__buttons">
              {forSale ? (
                <Link className="button button--light" href={pagePath(forSale, locale)}>
                  {withCount ? t(locale, 'forSaleCount', listingTotals.forSale) : forSale.names[locale]}
                </Link>
              ) : null}
              {forRent ? (
                <Link className="button button--light" href={pagePath(forRent, locale)}>
                  {withCount ? t(locale, 'forRentCount', listingTotals.forRent) : forRent.names[locale]}
                </Link>
              ) : null}
            </p>
          ) : null}
          {config?.searchDescription2 ? (
            <p className="search-block__text search-block__text--small">{fillCounts(config.searchDescription2, listingTotals)}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
