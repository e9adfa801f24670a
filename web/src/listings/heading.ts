import type { Locale } from '@coast/domain';
import { t } from '@/i18n';

/** What a listing's heading is made of (its card, page, photos, title and structured data). */
interface HeadingInput {
  readonly externalId: number;
  readonly typeDescription: string | null;
  readonly mainTypeName: string | null;
  readonly title: string | null;
}

/**
 * A listing's heading, one rule everywhere: its precise type ('Halfopen woning'), else its broad type
 * ('Huis'), as in its URL's slug; else its title; else 'Ref. 4512308'. Its page shows the title below
 * the heading when they differ.
 */
export function listingHeading(p: HeadingInput, locale: Locale): string {
  return p.typeDescription || p.mainTypeName || p.title || `${t(locale, 'reference')} ${p.externalId}`;
}
