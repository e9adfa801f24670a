import { LIST_PAGE_OF_GOAL, LOCALES, toLocale, type Locale } from '@coast/domain';
import { searchSettingsStamp } from '@/cms/search-source';
import { getSiteConfiguration } from '@/cms/site';
import { getRoutingContext } from '@/routing/context';
import { pageByKey, pagePath, type PathTable } from '@/routing/path-table';

/** What the answers take from the pages and the site configuration, per language. */
export interface AnswerSettings {
  readonly table: PathTable;
  /** The language of a request's `lang` (the default one when it is not an enabled language). */
  readonly localeOf: (lang: string | null) => Locale;
  readonly byLocale: Readonly<
    Record<Locale, { readonly showCounts: boolean; readonly listPath: { readonly sale: string | null; readonly rent: string | null } }>
  >;
}

async function load(): Promise<AnswerSettings> {
  const { table, settings } = await getRoutingContext();
  const configs = await Promise.all(LOCALES.map((locale) => getSiteConfiguration(locale)));
  const list = (goal: 'sale' | 'rent', locale: Locale) => {
    const page = pageByKey(table, LIST_PAGE_OF_GOAL[goal]);
    return page ? pagePath(page, locale) : null;
  };
  const entries = LOCALES.map((locale, i) => {
    const options = configs[i]?.searchOptions;
    // Counts show as on the buttons: both flags on (a missing configuration shows them).
    const showCounts = options ? options.showSearchCount && options.showCountProperty : true;
    return [locale, { showCounts, listPath: { sale: list('sale', locale), rent: list('rent', locale) } }] as const;
  });
  return {
    table,
    localeOf: (lang) => {
      const asked = toLocale(lang, settings.defaultLocale);
      return settings.enabled.includes(asked) ? asked : settings.defaultLocale;
    },
    byLocale: Object.fromEntries(entries) as AnswerSettings['byLocale'],
  };
}

let memo: { readonly stamp: string; readonly settings: Promise<AnswerSettings> } | null = null;

/**
 * The answers' settings, made once per version of the pages and configuration (a stamp the webhook
 * renews with their tags) instead of from six cached reads on every keystroke of every visitor.
 */
export async function currentAnswerSettings(): Promise<AnswerSettings> {
  const stamp = await searchSettingsStamp();
  if (memo?.stamp !== stamp) {
    const settings = load();
    memo = { stamp, settings };
    // A failed load is not kept: the next request tries again.
    settings.catch(() => {
      if (memo?.settings === settings) memo = null;
    });
  }
  return memo.settings;
}
