'use client';

import { FavouriteButton } from '@/favourites/favourite-button';
import { Icon } from '@/ui/icon';
import { IMAGE_SIZES } from '@/ui/image-sizes';
import Link from '@/ui/link';
import { Picture } from '@/ui/picture';
import { Badge } from './badge';
import type { CardTexts, CardView } from './card-view';
import { EpcTag } from './epc-tag';
import { PriceLine } from './price-line';

interface Props {
  readonly cards: readonly CardView[];
  readonly texts: CardTexts;
  readonly className: string;
  /** 'card' for grids; 'row' for the list view with its 250-wide thumbnail. */
  readonly variant?: 'card' | 'row';
  /** One below the module's title (h2 when the module shows none), so no level is skipped. */
  readonly headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
  /** The first card's photo is the page's largest paint: preloaded and fetched first, not lazily. */
  readonly firstIsLargest?: boolean;
}

/**
 * A list of listings as cards: photo, banner, heart (favourites), price, type, town, a few figures and
 * the EPC label. A client template over data the server prepared (card-view.ts): rendered on the server
 * as usual, while the page's flight data carries each card's data instead of its markup a second time.
 */
export function ListingCards({ cards, texts, className, variant = 'card', headingLevel = 'h3', firstIsLargest = false }: Props) {
  return (
    <ul className={className}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <Card card={card} texts={texts} variant={variant} Heading={headingLevel} largest={firstIsLargest && index === 0} />
        </li>
      ))}
    </ul>
  );
}

interface CardProps {
  readonly card: CardView;
  readonly texts: CardTexts;
  readonly variant: 'card' | 'row';
  readonly Heading: 'h2' | 'h3' | 'h4' | 'h5';
  readonly largest: boolean;
}

function Card({ card: c, texts, variant, Heading, largest }: CardProps) {
  return (
    <article className={`property-${variant}`} data-listing-id={c.id}>
      <div className={`property-${variant}__media`}>
        {c.photo ? (
          <Picture src={c.photo} alt="" width={600} height={400} sizes={variant === 'row' ? IMAGE_SIZES.thumbnail : IMAGE_SIZES.card} largest={largest} />
        ) : (
          <span className="media-missing" aria-hidden="true">
            <Icon name="home" size={40} />
          </span>
        )}
        {c.badge ? <Badge badge={c.badge} /> : null}
        <FavouriteButton externalId={c.id} label={texts.save} />
      </div>
      <div className={`property-${variant}__body`}>
        <PriceLine price={c.price} />
        {c.perArea ? (
          <p className={`property-${variant}__per-area`} data-figure="pricePerSquareMetre">
            {c.perArea}
          </p>
        ) : null}
        <Heading className={`property-${variant}__title`}>
          <Link href={c.href} className="stretched-link" lang={c.headingLang}>
            {c.heading}
          </Link>
        </Heading>
        <p className={`property-${variant}__town icon-before icon--pin icon--16`}>{c.place}</p>
        <ul className="facts-inline">
          {c.bedrooms ? <li className="icon-before icon--bed icon--16">{c.bedrooms}</li> : null}
          {c.surface ? <li className="icon-before icon--area icon--16">{c.surface}</li> : null}
          <li className="facts-inline__ref">{c.reference}</li>
        </ul>
        {c.epc ? <EpcTag epc={c.epc} hiddenLabel={texts.epcLabel} /> : null}
      </div>
    </article>
  );
}
