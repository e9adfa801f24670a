import type { ReactNode } from 'react';
import type { Locale } from '@coast/domain';
import { agencyName, getMenuEntries, getSiteConfiguration } from '@/cms/site';
import { texts } from '@/i18n';
import type { Alternates } from '@/routing/alternates';
import { getRoutingContext } from '@/routing/context';
import { PAGE_KEYS } from '@coast/domain';
import { FavouritesCounter } from '@/favourites/favourites-counter';
import { favouritesTexts } from '@/favourites/texts';
import { homePath, pageByKey, pagePath } from '@/routing/path-table';
import { Footer } from './footer';
import { HeaderScroll } from './header-scroll';
import { LanguageMemory } from './language-memory';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { MenuDrawer } from './menu-drawer';
import { menuItems } from './menu-items';
import { PreviewBanner } from './preview-banner';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

interface Props {
  readonly locale: Locale;
  readonly explicitLocale: boolean;
  /** The same screen in the other languages (language switcher, remembered language). */
  readonly alternates: Alternates;
  /** The path being shown, to mark its menu entry. */
  readonly currentPath: string;
  readonly preview?: boolean;
  /** Query kept by the language switcher (list filters and page). */
  readonly query?: string;
  readonly children: ReactNode;
}

/** Everything around a screen, from the site configuration of its language: top bar, header, menu, drawer, footer. */
export async function SiteShell({ locale, explicitLocale, alternates, currentPath, preview = false, query, children }: Props) {
  const [{ settings, table }, config, entries] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale), getMenuEntries(locale)]);
  const tx = texts(locale);
  const items = menuItems(entries, table, locale, config?.showHomeInMenu ?? false, currentPath);
  const home = homePath(table, locale);
  const favourites = pageByKey(table, PAGE_KEYS.favourites);

  return (
    <>
      <a id="top" className="skip-link" href="#content">
        {tx.skipToContent}
      </a>
      {preview ? <PreviewBanner locale={locale} exitHref={currentPath} /> : null}
      {config ? <TopBar config={config} table={table} locale={locale} /> : null}
      <HeaderScroll>
        <div className="container site-header__inner">
          <Logo logo={config?.logo ?? null} name={agencyName(config)} homeHref={home} label={tx.logoAlt} />
          <MainMenu items={items} label={tx.mainNavigation} />
          <LanguageSwitcher locale={locale} alternates={alternates} enabled={settings.enabled} query={query} />
          {favourites ? <FavouritesCounter href={pagePath(favourites, locale)} label={favouritesTexts(locale, 'favourites')} /> : null}
          <MenuDrawer label={tx.mainNavigation} openLabel={tx.openMenu} closeLabel={tx.closeMenu} />
        </div>
      </HeaderScroll>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      {config ? <Footer config={config} table={table} locale={locale} /> : null}
      <ScrollToTop label={tx.backToTop} />
      <LanguageMemory locale={locale} explicit={explicitLocale} alternates={alternates} />
    </>
  );
}
