import { RENTAL_DEPOSIT_MONTHS } from '../constants/deposit-advance';

/** What a rent listing's feed gives that the booking statements are computed from (decimals may arrive as text). */
export interface RentalFacts {
  /** The monthly rent as published (the listing's public price: null when it is "on request"). */
  readonly rent?: number | string | null;
  readonly charges?: number | string | null;
  /** The feed's InventoryCost: the tenant's share in the costs of the inventory of fixtures, as the listing publishes it. */
  readonly inventoryCost?: number | string | null;
  readonly bedrooms?: number | string | null;
}

/** What a tenant pays when signing the lease, in euro. */
export interface AmountDueAtSigning {
  readonly rent: number;
  readonly charges: number;
  /** Null when the listing gives no inventory costs (the statement then names the item without an amount). */
  readonly inventoryShare: number | null;
  readonly deposit: number;
  readonly total: number;
}

/** The figures a rental appointment's statements show. */
export interface RentalAppointmentTerms {
  /** Null when the rent is not published: the statements then show no amounts. */
  readonly amountDue: AmountDueAtSigning | null;
  readonly minimumIncome: number | null;
  readonly maxPersons: number;
}

/**
 * The feed holds no minimum income: the rule agencies commonly apply is a net monthly income of three
 * times the monthly housing cost (rent and charges).
 */
export const MINIMUM_INCOME_MULTIPLE = 3;

/**
 * The feed holds no maximum number of occupants: two persons per bedroom, and two for a studio or a
 * listing whose bedrooms are not given (the usual occupancy of one room).
 */
export const PERSONS_PER_BEDROOM = 2;

const amount = (value: number | string | null | undefined): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The amount due at signing: the first month's rent and charges, the share in the inventory costs
 * (unknown when the listing gives none: left out of the total) and a deposit of three months' rent (the spec's rule, whatever
 * the feed's own Deposit says; in the snapshot they agree). Null without a published rent.
 */
export function amountDueAtSigning(facts: RentalFacts): AmountDueAtSigning | null {
  const rent = amount(facts.rent);
  if (rent === null || rent === 0) return null;
  const charges = amount(facts.charges) ?? 0;
  const inventoryShare = amount(facts.inventoryCost);
  const deposit = cents(rent * RENTAL_DEPOSIT_MONTHS);
  return { rent, charges, inventoryShare, deposit, total: cents(rent + charges + (inventoryShare ?? 0) + deposit) };
}

/** The minimum monthly income a candidate tenant states (MINIMUM_INCOME_MULTIPLE), whole euros rounded up; null without a rent. */
export function minimumIncome(facts: RentalFacts): number | null {
  const rent = amount(facts.rent);
  if (rent === null || rent === 0) return null;
  return Math.ceil(MINIMUM_INCOME_MULTIPLE * (rent + (amount(facts.charges) ?? 0)));
}

/** The most persons the listing is let to (PERSONS_PER_BEDROOM). */
export function maxPersons(facts: RentalFacts): number {
  const bedrooms = amount(facts.bedrooms);
  return bedrooms !== null && bedrooms >= 1 ? Math.floor(bedrooms) * PERSONS_PER_BEDROOM : PERSONS_PER_BEDROOM;
}

/** All the figures of a rental appointment's statements. */
export function rentalAppointmentTerms(facts: RentalFacts): RentalAppointmentTerms {
  return { amountDue: amountDueAtSigning(facts), minimumIncome: minimumIncome(facts), maxPersons: maxPersons(facts) };
}
