import { priceDisplay, type Availability, type Goal, type Locale } from '@coast/domain';
import { isClosed } from '@/listings/availability';

/** What a listing's structured data is built from: only what its page shows (hidden price and address stay out). */
export interface ListingInput {
  readonly externalId: number;
  readonly webId?: number | null;
  readonly goal: Goal;
  readonly availability: Availability;
  readonly price: number | null;
  readonly publishPrice?: boolean;
  readonly priceUnit?: unknown;
  readonly priceUnitText?: unknown;
  readonly publishAddress?: boolean;
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly zip?: string | null;
  readonly cityName?: string | null;
  readonly countryName?: string | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly bedrooms?: number | null;
  readonly bathrooms?: number | null;
  readonly surfaceLiving?: number | null;
  readonly surfaceGround?: number | null;
  readonly constructionYear?: number | null;
  readonly feedCreatedAt?: string | null;
}

/** schema.org place types for the site's nine type groups (WebID); land, offices and the rest are a Place. */
const PLACE_TYPES: Readonly<Record<number, string>> = { 1: 'House', 2: 'Apartment', 3: 'Apartment', 5: 'Residence' };

interface PostalAddress {
  readonly '@type': 'PostalAddress';
  readonly streetAddress?: string;
  readonly postalCode?: string;
  readonly addressLocality?: string;
  readonly addressCountry: string;
}
interface Place {
  '@type': string;
  name: string;
  address: PostalAddress;
  geo?: { '@type': 'GeoCoordinates'; latitude: number | null | undefined; longitude: number | null | undefined };
  floorSize?: { '@type': 'QuantitativeValue'; value: number; unitCode: 'MTK' };
  numberOfBedrooms?: number;
  numberOfBathroomsTotal?: number;
  yearBuilt?: number;
}
interface Offer {
  '@type': 'Offer';
  url: string;
  businessFunction: string;
  availability: string;
  priceCurrency?: 'EUR';
  price?: number;
  priceSpecification?:
    | { '@type': 'UnitPriceSpecification'; price: number; minPrice?: number; priceCurrency: 'EUR'; unitCode: 'MON'; unitText: 'month' }
    | { '@type': 'PriceSpecification'; price: number; minPrice: number; priceCurrency: 'EUR' };
}

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * A listing as schema.org `RealEstateListing`: the offer (price in EUR unless hidden, availability,
 * monthly for rent), the place (type, address and coordinates only when the listing shows its
 * address, floor size, rooms) and its photos.
 */
export function listingJsonLd(
  p: ListingInput,
  { url, name, description, images, locale }: { url: string; name: string; description?: string; images: readonly string[]; locale: Locale },
) {
  const price = priceDisplay(p, locale, { logger: () => undefined });
  const rent = p.goal === 'rent';
  const available = !isClosed(p.availability);
  const showAddress = p.publishAddress !== false;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(showAddress && p.street ? { streetAddress: [p.street, p.houseNumber].filter(Boolean).join(' ') } : {}),
    ...(p.zip ? { postalCode: p.zip } : {}),
    ...(p.cityName ? { addressLocality: p.cityName } : {}),
    addressCountry: p.countryName && !/^belgi/i.test(p.countryName) ? p.countryName : 'BE',
  };
  const place: Place = { '@type': PLACE_TYPES[p.webId ?? 0] ?? 'Place', name, address };
  if (showAddress && present(Math.abs(p.latitude ?? 0)) && present(Math.abs(p.longitude ?? 0))) {
    place.geo = { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude };
  }
  if (present(p.surfaceLiving)) place.floorSize = { '@type': 'QuantitativeValue', value: p.surfaceLiving, unitCode: 'MTK' };
  if (present(p.bedrooms)) place.numberOfBedrooms = p.bedrooms;
  if (present(p.bathrooms)) place.numberOfBathroomsTotal = p.bathrooms;
  if (present(p.constructionYear)) place.yearBuilt = p.constructionYear;

  const offer: Offer = {
    '@type': 'Offer',
    url,
    businessFunction: rent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
  // A sold or rented listing's page shows no price: its offer has none either.
  if (price.kind === 'amount' && available) {
    offer.priceCurrency = 'EUR';
    offer.price = price.amount;
    // Monthly (rent, or a price the feed marks per month): a unit price; 'starting from': the minimum.
    const from = price.startingFrom ? { minPrice: price.amount } : {};
    if (price.perMonth)
      offer.priceSpecification = { '@type': 'UnitPriceSpecification', price: price.amount, ...from, priceCurrency: 'EUR', unitCode: 'MON', unitText: 'month' };
    else if (price.startingFrom)
      offer.priceSpecification = { '@type': 'PriceSpecification', price: price.amount, minPrice: price.amount, priceCurrency: 'EUR' };
  }

  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name,
    ...(description ? { description } : {}),
    ...(p.feedCreatedAt ? { datePosted: p.feedCreatedAt.slice(0, 10) } : {}),
    identifier: String(p.externalId),
    inLanguage: locale,
    ...(images.length ? { image: images } : {}),
    about: place,
    offers: offer,
  };
}
