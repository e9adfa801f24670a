import { PAGE_KEYS } from '@coast/domain';
import { SiteShell } from '@/chrome/site-shell';
import { getSiteConfiguration } from '@/cms/site';
import { t } from '@/i18n';
import { homeAlternates } from '@/routing/alternates';
import type { ResolvedRoute } from '@/routing/resolve-route';
import { getRoutingContext } from '@/routing/context';
import { homePath, pageByKey, pagePath } from '@/routing/path-table';
import { SearchForm } from './search-form';
import { StatusScreen } from './status-screen';

/**
 * Page not found (title and text from the site configuration, a search form and a link home), or,
 * for a listing URL, the catalogue's 'Property not found'. Served with HTTP status 404.
 */
export async function NotFoundScreen({ route }: { route: ResolvedRoute }) {
  const { locale } = route;
  const [{ settings, table }, config] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale)]);
  const home = homePath(table, locale);
  const listing = route.match.kind === 'listing';
  const forSale = pageByKey(table, PAGE_KEYS.forSale);

  return (
    <SiteShell locale={locale} explicitLocale={route.explicitLocale} alternates={homeAlternates(table, settings)} currentPath={route.path}>
      <div className="not-found" data-not-found={listing ? 'listing' : 'page'}>
        <StatusScreen
          title={listing ? t(locale, 'listingNotFoundTitle') : config?.notFoundTitle || t(locale, 'notFoundTitle')}
          text={listing ? t(locale, 'listingNotFoundText') : config?.notFoundText || t(locale, 'notFoundText')}
          actions={[
            ...(listing && forSale ? [{ label: t(locale, 'seeOffer'), href: pagePath(forSale, locale) }] : []),
            { label: t(locale, 'backHome'), href: home },
          ]}
        >
          <SearchForm locale={locale} placeholder={config?.searchPlaceholder} id="not-found-search" />
        </StatusScreen>
      </div>
    </SiteShell>
  );
}
