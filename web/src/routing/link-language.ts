import { toLocale, type Locale } from '@coast/domain';
import { getRoutingContext } from './context';
import { homePath } from './path-table';

/**
 * The language of a page answering a mailed link (the link's, when the site has it enabled) and the
 * home page in it; with the CMS out of reach, the link's language and '/'.
 */
export async function linkLanguage(wanted: string | null): Promise<{ locale: Locale; home: string }> {
  try {
    const { table, settings } = await getRoutingContext();
    const asked = toLocale(wanted, settings.defaultLocale);
    const locale = settings.enabled.includes(asked) ? asked : settings.defaultLocale;
    return { locale, home: homePath(table, locale) };
  } catch {
    return { locale: toLocale(wanted), home: '/' };
  }
}
