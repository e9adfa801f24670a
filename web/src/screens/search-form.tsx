import type { Locale } from '@coast/domain';
import { t } from '@/i18n';
import { Icon } from '@/ui/icon';

/**
 * The plain search input ('ID, Type, City') of the 404 screens: it submits to /api/search/, which sends
 * the visitor to the listing, the type or the town asked for. The home page's search block has the
 * same form with its results panel (search/search-panel.tsx).
 */
export function SearchForm({ locale, placeholder, id = 'site-search' }: { locale: Locale; placeholder?: string | null; id?: string }) {
  return (
    <form className="search-form" action="/api/search/" method="get" role="search">
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor={id} className="visually-hidden">
        {t(locale, 'searchLabel')}
      </label>
      <input id={id} name="q" type="search" autoComplete="off" placeholder={placeholder || t(locale, 'searchPlaceholder')} className="search-form__input" />
      {/* Named also on phones, where only the icon shows (the same words as the visible label). */}
      <button type="submit" className="button search-form__button" aria-label={t(locale, 'searchButton')}>
        <Icon name="search" size={18} />
        <span className="search-form__label">{t(locale, 'searchButton')}</span>
      </button>
    </form>
  );
}
