import type { Locale } from '@coast/domain';
import { LANGUAGE_NAMES, t } from '@/i18n';
import type { Alternates } from '@/routing/alternates';
import { LanguageLink } from './language-link';

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
      <ul>
        {enabled.map((code) => {
          const href = alternates[code];
          if (!href) return null;
          return (
            <li key={code}>
              <LanguageLink
                href={`${href}${query}`}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                data-language={code}
                title={LANGUAGE_NAMES[code]}
              >
                {/* The visible code starts the accessible name (WCAG 2.5.3, label in name): 'FR Français'. */}
                {code.toUpperCase()}
                <span className="visually-hidden"> {LANGUAGE_NAMES[code]}</span>
              </LanguageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
