import type { Locale } from '@coast/domain';
import type { MenuEntry } from '@/cms/types';
import { homePage, pagePath, type PathTable } from '@/routing/path-table';
import type { MenuItem } from './main-menu';

/**
 * The menu from the CMS (published entries, sorted, with published children). The home entry shows
 * only when the site configuration enables it. `current` marks the entry of the page being shown, or
 * its section (a listing under for-sale marks for-sale).
 */
export function menuItems(entries: readonly MenuEntry[], table: PathTable, locale: Locale, showHome: boolean, currentPath: string): MenuItem[] {
  const isCurrent = (path: string, exact: boolean) => (exact ? currentPath === path : currentPath.startsWith(path));
  const items: MenuItem[] = entries
    .filter((entry) => !entry.isHome)
    .map((entry) => ({
      label: entry.name,
      href: entry.path,
      current: isCurrent(entry.path, false),
      children: entry.children.map((child) => ({ label: child.name, href: child.path, current: isCurrent(child.path, true), children: [] })),
    }));
  const home = homePage(table);
  if (showHome && home)
    items.unshift({ label: home.names[locale] ?? home.key, href: pagePath(home, locale), current: isCurrent(pagePath(home, locale), true), children: [] });
  return items;
}
