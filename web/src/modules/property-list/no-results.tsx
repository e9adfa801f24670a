import type { Locale } from '@coast/domain';
import { t } from '@/i18n';
import { listTexts } from './texts';

interface Props {
  readonly locale: Locale;
  /** The list without filters; null when none are set (nothing to clear). */
  readonly clearHref: string | null;
  /** The search registration page (PAGE_KEYS.searchRegistration); null where it does not exist. */
  readonly registrationHref: string | null;
}

/**
 * An empty list says so, and offers the two ways on: clearing the filters (a real button: a GET form
 * to the bare list, so it works without JavaScript) and registering the search.
 */
export function NoResults({ locale, clearHref, registrationHref }: Props) {
  return (
    <div className="no-results">
      <p className="empty" role="status">
        {t(locale, 'noResults')}
      </p>
      {clearHref || registrationHref ? (
        <div className="no-results__actions">
          {clearHref ? (
            <form action={clearHref} method="get">
              <button type="submit" className="button">
                {listTexts(locale, 'clear')}
              </button>
            </form>
          ) : null}
          {registrationHref ? (
            <a className="no-results__register" href={registrationHref}>
              {listTexts(locale, 'register')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
