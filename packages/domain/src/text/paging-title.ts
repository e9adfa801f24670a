import type { Locale } from '../i18n/locales';

export interface PagingInput {
  /** Current page, 1-based. */
  readonly page: number;
  readonly pageCount: number;
  /** Number of listings; shown in Dutch only. */
  readonly total?: number | null;
}

/**
 * 'page x of y' per language; Dutch adds the number of listings when known:
 * nl 'Pagina 1 van 8 (77 panden)', fr 'Page 1 sur 8', en 'Page 1 of 8', de 'Seite 1 von 8'.
 */
export function pagingTitle({ page, pageCount, total }: PagingInput, locale: Locale): string {
  switch (locale) {
    case 'nl': {
      const count = typeof total === 'number' && Number.isFinite(total) ? ` (${total} ${total === 1 ? 'pand' : 'panden'})` : '';
      return `Pagina ${page} van ${pageCount}${count}`;
    }
    case 'fr':
      return `Page ${page} sur ${pageCount}`;
    case 'en':
      return `Page ${page} of ${pageCount}`;
    case 'de':
      return `Seite ${page} von ${pageCount}`;
  }
}
