import Link from '@/ui/link';
import { PAGE_KEYS, type Locale } from '@coast/domain';
import { agencyName, getSearchIndex } from '@/cms/site';
import type { Page, SiteConfiguration } from '@/cms/types';
import { t } from '@/i18n';
import { homePath, pageByKey, pagePath, type PathTable } from '@/routing/path-table';
import { SearchPanelLoader } from '@/search/search-panel-loader';
import { panelTexts } from '@/search/texts';
import { HomeBanner } from '@/banner/home-banner';
import { CmsImage } from '@/ui/cms-image';

/** The search block's descriptions may hold {totalForSale} and {totalForRent}: replaced by the counts. */
function fillCounts(text: string, counts: { forSale: number; forRent: number }): string {
  return text.replaceAll('{totalForSale}', String(counts.forSale)).replaceAll('{totalForRent}', String(counts.forRent));
}

/**
 * The home page's banner (banner/home-banner.tsx: an image, a gallery or a video) with the page title, and the search block: the logo linking home, title, descriptions
 * with live counts, the search input with its results panel (a client island: search/search-panel.tsx)
 * and the for-sale / for-rent buttons with their totals, as the site configuration enables them.
 */
export async function HomeHero({ page, config, table, locale }: { page: Page; config: SiteConfiguration | null; table: PathTable; locale: Locale }) {
  // Without a site configuration: the page title, and the whole search block.
  const banner = config?.homeBanner ?? null;
  const options = config?.searchOptions ?? { showSearchInput: true, showSearchButton: true, showSearchCount: true, showCountProperty: true };
  const { totals: listingTotals } = await getSearchIndex(locale);
  const forSale = pageByKey(table, PAGE_KEYS.forSale);
  const forRent = pageByKey(table, PAGE_KEYS.forRent);
  const withCount = options.showSearchCount && options.showCountProperty;
  const register = pageByKey(table, PAGE_KEYS.searchRegistration);

  return (
    <section className="home-hero" aria-labelledby="home-title">
      {banner ? <HomeBanner banner={banner} locale={locale} /> : null}
      <div className="container home-hero__inner">
        <h1 id="home-title" className="home-hero__title">
          {banner?.title || page.title}
        </h1>
        {banner?.subtitle ? <p className="home-hero__subtitle">{banner.subtitle}</p> : null}
        <div className="search-block">
          <Link href={homePath(table, locale)} className="search-block__logo" aria-label={`${agencyName(config)}, ${t(locale, 'logoAlt')}`}>
            {config?.logo ? <CmsImage media={config.logo} sizes="240px" alt="" /> : <span className="logo__text">{agencyName(config)}</span>}
          </Link>
          {config?.searchTitle && config.searchTitle !== banner?.title ? <h2 className="search-block__title">{config.searchTitle}</h2> : null}
          {config?.searchDescription ? <p className="search-block__text">{fillCounts(config.searchDescription, listingTotals)}</p> : null}
          {options.showSearchInput ? (
            <SearchPanelLoader
              lang={locale}
              inputId="home-search"
              label={t(locale, 'searchLabel')}
              placeholder={config?.searchPlaceholder || t(locale, 'searchPlaceholder')}
              buttonLabel={t(locale, 'searchButton')}
              texts={panelTexts(locale)}
              registerHref={register ? pagePath(register, locale) : null}
            />
          ) : null}
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
