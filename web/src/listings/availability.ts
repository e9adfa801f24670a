import { AVAILABILITIES, type Availability } from '@coast/domain';

/** Sold or rented: the listing shows its banner, its page the catalogue's sold or rented screen, its offer no price. */
export type ClosedAvailability = Extract<Availability, 'sold' | 'rented'>;

export function isClosed(availability: Availability): availability is ClosedAvailability {
  return availability === 'sold' || availability === 'rented';
}

/** Still on offer (for sale, for rent, takeover): what the lists of newest listings show. */
export const ON_OFFER: readonly Availability[] = AVAILABILITIES.filter((a) => !isClosed(a) && a !== 'unavailable');
