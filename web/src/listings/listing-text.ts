import type { Locale } from '@coast/domain';
import type { ListingDetail } from '@/cms/types';

/**
 * The title and description a page in `locale` shows: the CRM's text in that language when it has a
 * description, otherwise the feed's own (Dutch), marked with its language.
 */
export function listingTextIn(p: Pick<ListingDetail, 'title' | 'description' | 'language' | 'texts'>, locale: Locale) {
  const own = p.texts[locale];
  return own?.description
    ? { title: own.title || null, description: own.description, language: locale }
    : { title: p.title, description: p.description, language: p.language };
}
