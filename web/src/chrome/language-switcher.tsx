import type { Locale } from '@coast/domain';
import { LANGUAGE_NAMES, t } from '@/i18n';
import type { Alternates } from '@/routing/alternates';
import { LanguageList, type LanguageEntry } from './language-list';

interface Props {
  readonly locale: Locale;
  readonly alternates: Alternates;
  readonly enabled: readonly Locale[];
  readonly className?: string;
  /** The current query ('?city=Gistel&page=2'): filters and paging stay when the language changes. */
  readonly query?: string;
}

/**
 * NL FR EN DE: each code goes to the same screen in that language (the alternates computed on the
 * server), keeping the query (the list's filters and page from the server, every other page parameter
 * from the address: LanguageLink). Plain links: a language change loads the page afresh,
 * so `<html lang>` and every text follow; the new language is then remembered (LanguageMemory).
 */
export function LanguageSwitcher({ locale, alternates, enabled, className = 'language-switcher', query = '' }: Props) {
  return (
    <nav className={className} aria-label={t(locale, 'chooseLanguage')}>
      <LanguageList
        current={locale}
        entries={enabled.flatMap((code): LanguageEntry[] => (alternates[code] ? [[code, `${alternates[code]}${query}`, LANGUAGE_NAMES[code]]] : []))}
      />
    </nav>
  );
}
