import type { Locale } from '@coast/domain';
import { getSimilarListings } from '@/cms/similar-listings';
import type { PropertyCard as Card } from '@/cms/types';
import { getRoutingContext } from '@/routing/context';
import { propertyPath } from '@/routing/property-url';
import { extrasTexts } from './extras-texts';
import { PropertyCard } from './property-card';

/** Up to four listings like this one (same goal and type, nearby in town and price), as cards; nothing when there are none. */
export async function SimilarListings({ property, locale }: { property: Card; locale: Locale }) {
  const [{ table }, listings] = await Promise.all([getRoutingContext(), getSimilarListings(property)]);
  if (!listings.length) return null;
  return (
    <section className="container similar-listings" aria-labelledby="similar-listings-title">
      <h2 id="similar-listings-title" className="similar-listings__title">
        {extrasTexts(locale, 'similar')}
      </h2>
      <ul className="card-grid property-grid similar-listings__grid">
        {listings.map((listing) => (
          <li key={listing.documentId}>
            <PropertyCard property={listing} href={propertyPath(table, listing, locale)} locale={locale} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
