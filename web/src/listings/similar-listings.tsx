import type { Locale } from '@coast/domain';
import { getSimilarListings } from '@/cms/similar-listings';
import type { ListingCard as Card } from '@/cms/types';
import { getRoutingContext } from '@/routing/context';
import { listingPath } from '@/routing/listing-url';
import { extrasTexts } from './extras-texts';
import { cardTexts, cardView } from './card-view';
import { ListingCards } from './listing-cards';

/** Up to four listings like this one (same goal and type, nearby in town and price), as cards; nothing when there are none. */
export async function SimilarListings({ listing, locale }: { listing: Card; locale: Locale }) {
  const [{ table }, listings] = await Promise.all([getRoutingContext(), getSimilarListings(listing)]);
  if (!listings.length) return null;
  return (
    <section className="container similar-listings" aria-labelledby="similar-listings-title">
      <h2 id="similar-listings-title" className="similar-listings__title">
        {extrasTexts(locale, 'similar')}
      </h2>
      <ListingCards
        cards={listings.map((similar) => cardView(similar, listingPath(table, similar, locale), locale))}
        texts={cardTexts(locale)}
        className="card-grid property-grid similar-listings__grid"
      />
    </section>
  );
}
