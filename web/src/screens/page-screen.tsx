import type { Locale } from '@coast/domain';
import { Breadcrumbs, type Crumb } from '@/chrome/breadcrumbs';
import { SiteShell } from '@/chrome/site-shell';
import { getSiteConfiguration } from '@/cms/site';
import type { Page } from '@/cms/types';
import { t } from '@/i18n';
import { RenderModules } from '@/modules/render-modules';
import { getRoutingContext } from '@/routing/context';
import { SITE_ICON_PATH } from '@/routing/internal-route';
import { listQuerySuffix, type ListQuery } from '@/routing/list-query';
import { homePath, localizeHref, type PathTable } from '@/routing/path-table';
import { Markdown } from '@/ui/markdown';
import { HomeHero } from './home-hero';
import { PageHeader } from './page-header';
import { siteUrl } from '@/cms/env';
import { agentJsonLd } from '@/seo/agent-json-ld';
import { JsonLd } from '@/seo/json-ld';
import { publicImageUrl } from '@/seo/public-image-url';
import type { Screen } from './load-screen';
import { SearchForm } from './search-form';

/** Home › grandparent › parent › page, from the page's parents in the CMS. */
function pageCrumbs(page: Page, table: PathTable, locale: Locale): Crumb[] {
  return [{ label: t(locale, 'home'), href: homePath(table, locale) }, ...page.ancestors.map((p) => ({ label: p.name, href: p.path })), { label: page.name }];
}

/** Page CSS from the CMS, kept inside its <style> element. */
const safeCss = (css: string) => css.replace(/<\/?style/gi, '');

/** A CMS page: its header (home banner and search block, page banner or title), breadcrumb, text and modules. */
export async function PageScreen({ screen, query }: { screen: Extract<Screen, { kind: 'page' }>; query: ListQuery }) {
  const { page, route, preview } = screen;
  const { locale } = route;
  const [{ settings, table }, config] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale)]);
  const hrefFor = (href: string) => localizeHref(table, locale, href);

  return (
    <SiteShell
      locale={locale}
      explicitLocale={route.explicitLocale}
      alternates={screen.alternates}
      currentPath={page.path}
      preview={preview}
      query={listQuerySuffix(query)}
    >
      {page.isHome && config?.agency ? (
        <JsonLd
          data={agentJsonLd(config.agency, {
            url: `${siteUrl()}${homePath(table, locale)}`,
            logo: config.logo ? publicImageUrl(config.logo.url) : `${siteUrl()}${SITE_ICON_PATH}`,
          })}
        />
      ) : null}
      {page.isHome ? (
        <HomeHero page={page} config={config} table={table} locale={locale} />
      ) : (
        <PageHeader
          title={page.showPageBanner && page.bannerTitle ? page.bannerTitle : page.title}
          lead={page.showPageBanner ? page.bannerDescription : ''}
          banner={page.showPageBanner}
          image={page.image}
        />
      )}
      {page.showBreadcrumb && !page.isHome ? (
        <div className="container">
          <Breadcrumbs items={pageCrumbs(page, table, locale)} locale={locale} />
        </div>
      ) : null}
      {page.description && !page.isHome ? (
        <div className="container page-intro">
          <Markdown hrefFor={hrefFor}>{page.description}</Markdown>
        </div>
      ) : null}
      {page.type === 'not_found' ? (
        <div className="container not-found__actions">
          <SearchForm locale={locale} placeholder={config?.searchPlaceholder} id="not-found-search" />
          <a className="button" href={homePath(table, locale)}>
            {t(locale, 'backHome')}
          </a>
        </div>
      ) : null}
      <RenderModules page={page} context={{ locale, page, pagePath: page.path, query, preview, table, settings, config }} />
      {page.css ? <style>{safeCss(page.css)}</style> : null}
    </SiteShell>
  );
}
