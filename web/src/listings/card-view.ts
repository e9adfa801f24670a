import { listingHeadingText, type Locale } from '@coast/domain';
import { pictureSource } from '@/cms/media';
import type { ListingCard } from '@/cms/types';
import { favouritesTexts } from '@/favourites/texts';
import { t } from '@/i18n';
import { placeLine } from './address';
import { badgeView, type BadgeView } from './badge-view';
import { epcView } from './epc-badge';
import type { EpcView } from './epc-tag';
import { number } from './fact-format';
import { pricePerAreaText } from './listing-figures';
import { priceView, type PriceView } from './price-view';

/**
 * What a card shows, every text already in the page language. A list hands these to one client
 * template (listing-cards.tsx) instead of rendering each card's element tree on the server: the page's
 * flight data then carries a few hundred bytes of data per card instead of its whole markup a second
 * time. Keys are left out when there is nothing to show.
 */
export interface CardView {
  readonly id: number;
  readonly href: string;
  readonly heading: string;
  /** The heading's language when it is not the page's (a feed text kept in Dutch). */
  readonly headingLang?: string;
  readonly photo?: string;
  readonly badge?: BadgeView;
  readonly price: PriceView;
  readonly perArea?: string;
  readonly place: string;
  readonly bedrooms?: string;
  readonly surface?: string;
  readonly reference: string;
  readonly epc?: EpcView;
}

/** The texts every card of a list shares, handed to the template once. */
export interface CardTexts {
  readonly save: string;
  readonly epcLabel: string;
}

export function cardTexts(locale: Locale): CardTexts {
  return { save: favouritesTexts(locale, 'save'), epcLabel: t(locale, 'epcLabel') };
}

export function cardView(p: ListingCard, href: string, locale: Locale): CardView {
  const heading = listingHeadingText(p, locale);
  const perArea = pricePerAreaText(p, locale);
  const badge = badgeView(p.availability, p.marqueeName, locale);
  const epc = epcView(p);
  return {
    id: p.externalId,
    href,
    heading: heading.text,
    ...(heading.lang === locale ? {} : { headingLang: heading.lang }),
    ...(p.thumbnail ? { photo: pictureSource(p.thumbnail.url) } : {}),
    ...(badge ? { badge } : {}),
    price: priceView(p, locale),
    ...(perArea ? { perArea } : {}),
    place: placeLine(p, locale),
    ...(p.bedrooms ? { bedrooms: t(locale, 'bedroomsShort', p.bedrooms) } : {}),
    ...(p.surfaceLiving ? { surface: t(locale, 'surfaceShort', number(locale, Math.round(p.surfaceLiving))) } : {}),
    reference: `${t(locale, 'reference')} ${p.externalId}`,
    ...(epc ? { epc } : {}),
  };
}
