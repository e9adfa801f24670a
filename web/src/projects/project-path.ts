import { PAGE_KEYS, type Locale } from '@coast/domain';
import { pageByKey, pagePath, type PathTable } from '@/routing/path-table';

/** A project's page, below the projects page in a language ('/nl/projecten/residentie-duinzicht/'); null without that page. */
export function projectPath(table: PathTable, slug: string, locale: Locale): string | null {
  const list = pageByKey(table, PAGE_KEYS.projects);
  return list ? `${pagePath(list, locale)}${slug}/` : null;
}
