/** A rental deposit is three months' rent. */
export const RENTAL_DEPOSIT_MONTHS = 3;

/** A buyer pays 10% of the sale price as advance, to the agent's third-party account. */
export const PURCHASE_ADVANCE_RATE = 0.1;

const toCents = (amount: number): number => Math.round(amount * 100) / 100;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The deposit for a monthly rent, rounded to the cent; null for a rent that is not an amount. */
export function rentalDeposit(monthlyRent: number): number | null {
  return isAmount(monthlyRent) ? toCents(monthlyRent * RENTAL_DEPOSIT_MONTHS) : null;
}

/** The advance on a sale price, rounded to the cent; null for a price that is not an amount. */
export function purchaseAdvance(salePrice: number): number | null {
  return isAmount(salePrice) ? toCents(salePrice * PURCHASE_ADVANCE_RATE) : null;
}
