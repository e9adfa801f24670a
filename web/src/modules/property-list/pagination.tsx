import type { Locale } from '@coast/domain';
import { t } from '@/i18n';
import { Icon } from '@/ui/icon';

interface Props {
  readonly page: number;
  readonly pageCount: number;
  readonly hrefFor: (page: number) => string;
  readonly locale: Locale;
}

/** Pages to offer: the first, the last, and two on each side of the current one, with gaps. */
function pagesAround(page: number, count: number): Array<number | 'gap'> {
  const pages = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}

/**
 * Previous / numbered / next page links; the filters stay in every link. Plain links: each page of a
 * list is its own cached document (the list query is part of the cached route, not client state).
 */
export function Pagination({ page, pageCount, hrefFor, locale }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t(locale, 'pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={hrefFor(page - 1)} rel="prev" className="pagination__step">
              <Icon name="chevronLeft" size={18} />
              <span className="visually-hidden">{t(locale, 'previousPage')}</span>
            </a>
          ) : null}
        </li>
        {pagesAround(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={hrefFor(p)} {...(p === page ? { 'aria-current': 'page' as const } : {})} aria-label={t(locale, 'pageNumber', p)}>
                {p}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={hrefFor(page + 1)} rel="next" className="pagination__step">
              <Icon name="chevronRight" size={18} />
              <span className="visually-hidden">{t(locale, 'nextPage')}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
