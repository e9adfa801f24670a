import { availabilityLabel, feedValue, type Availability, type Locale } from '@coast/domain';
import { isClosed } from './availability';

/** A listing's banner as shown; `lang` when the text is not in the page's language. */
export interface BadgeView {
  readonly text: string;
  readonly kind: 'closed' | 'takeover' | 'marquee';
  readonly availability?: Availability;
  readonly lang?: string;
}

/**
 * Sold / rented / takeover always show their own label, else the office's own marquee ('Nieuw',
 * 'Optie'...) in the page language through @coast/domain's table; a name the table does not know is
 * shown as given. Nothing to show: undefined.
 */
export function badgeView(availability: Availability, marqueeName: string | null | undefined, locale: Locale): BadgeView | undefined {
  const kind = isClosed(availability) ? 'closed' : availability === 'takeover' ? 'takeover' : null;
  const text = kind ? { text: availabilityLabel(availability, locale), lang: locale } : feedValue(marqueeName, locale);
  if (!text) return undefined;
  return {
    text: text.text,
    kind: kind ?? 'marquee',
    ...(kind ? { availability } : {}),
    ...(text.lang === locale ? {} : { lang: text.lang }),
  };
}
