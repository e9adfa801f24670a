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
  const item = (label: string, href: string, exact: boolean, children: readonly MenuItem[] = []): MenuItem => ({
    label,
    href,
    ...(isCurrent(href, exact) ? { current: true as const } : {}),
    ...(children.length ? { children } : {}),
  });
  const items: MenuItem[] = entries
    .filter((entry) => !entry.isHome)
    .map((entry) =>
      item(
        entry.name,
        entry.path,
        false,
        entry.children.map((child) => item(child.name, child.path, true)),
      ),
    );
  const home = homePage(table);
  if (showHome && home) items.unshift(item(home.names[locale] ?? home.key, pagePath(home, locale), true));
  return items;
}
