import Link from '@/ui/link';
import { listingHeadingText, type Locale } from '@coast/domain';
import type { ListingCard as Card } from '@/cms/types';
import { t } from '@/i18n';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Icon } from '@/ui/icon';
import { placeLine } from './address';
import { FavouriteButton } from '@/favourites/favourite-button';
import { favouritesTexts } from '@/favourites/texts';
import { AvailabilityBadge } from './availability-badge';
import { EpcBadge } from './epc-badge';
import { number } from './fact-format';
import { pricePerAreaText } from './listing-figures';
import { ListingPrice } from './listing-price';

interface Props {
  readonly listing: Card;
  readonly href: string;
  readonly locale: Locale;
  /** 'card' for grids; 'row' for the list view with its 250-wide thumbnail. */
  readonly variant?: 'card' | 'row';
  /** One below the module's title (h2 when the module shows none), so no level is skipped. */
  readonly headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
  /** The page's largest paint: its photo preloaded and fetched first, not lazily. */
  readonly largest?: boolean;
}

/**
 * One listing in a list: photo, banner, heart (favourites), price, type, town, a few figures and the EPC
 * label. Texts are joined into one string and absent attributes left out rather than undefined: a list
 * repeats the card, and each piece is written twice in the page (markup and flight data).
 */
export function ListingCard({ listing: p, href, locale, variant = 'card', headingLevel: Heading = 'h3', largest = false }: Props) {
  const heading = listingHeadingText(p, locale);
  const perArea = pricePerAreaText(p, locale);
  return (
    <article className={`property-${variant}`} data-listing-id={p.externalId}>
      <div className={`property-${variant}__media`}>
        {p.thumbnail ? (
          <CmsImage media={p.thumbnail} fill sizes={variant === 'row' ? IMAGE_SIZES.thumbnail : IMAGE_SIZES.card} alt="" largest={largest} />
        ) : (
          <span className="media-missing" aria-hidden="true">
            <Icon name="home" size={40} />
          </span>
        )}
        <AvailabilityBadge availability={p.availability} marqueeName={p.marqueeName} locale={locale} />
        <FavouriteButton externalId={p.externalId} label={favouritesTexts(locale, 'save')} />
      </div>
      <div className={`property-${variant}__body`}>
        <ListingPrice listing={p} locale={locale} />
        {perArea ? (
          <p className={`property-${variant}__per-area`} data-figure="pricePerSquareMetre">
            {perArea}
          </p>
        ) : null}
        <Heading className={`property-${variant}__title`}>
          <Link href={href} className="stretched-link" {...(heading.lang === locale ? {} : { lang: heading.lang })}>
            {heading.text}
          </Link>
        </Heading>
        <p className={`property-${variant}__town`}>
          <Icon name="pin" size={16} />
          {` ${placeLine(p, locale)}`}
        </p>
        <ul className="facts-inline">
          {p.bedrooms ? (
            <li>
              <Icon name="bed" size={16} />
              {` ${t(locale, 'bedroomsShort', p.bedrooms)}`}
            </li>
          ) : null}
          {p.surfaceLiving ? (
            <li>
              <Icon name="area" size={16} />
              {` ${t(locale, 'surfaceShort', number(locale, Math.round(p.surfaceLiving)))}`}
            </li>
          ) : null}
          <li className="facts-inline__ref">{`${t(locale, 'reference')} ${p.externalId}`}</li>
        </ul>
        <EpcBadge listing={p} locale={locale} />
      </div>
    </article>
  );
}
