import { isStartingFromPrice } from '../price/price-unit';

/** What the price per m² is computed from: the listing's public price and publish flag, its living area. */
export interface PricePerAreaInput {
  readonly goal?: string | null;
  readonly price?: number | string | null;
  readonly publishPrice?: boolean | null;
  readonly priceUnit?: unknown;
  readonly priceUnitText?: unknown;
  readonly surfaceLiving?: number | string | null;
}

const positive = (value: number | string | null | undefined): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The asking price per m² of living area, in whole euro, as Belgian portals show it: a sale only, and
 * only when the price is public (with the area it gives the price back, so it is hidden with it). A
 * "starting from" price is a minimum, not the listing's price: no figure either. Never stored: computed
 * from the public facts wherever it is shown.
 */
export function pricePerSquareMetre(p: PricePerAreaInput): number | null {
  if (p.goal !== 'sale' || p.publishPrice === false) return null;
  if (isStartingFromPrice(p.priceUnit, p.priceUnitText)) return null;
  const price = positive(p.price);
  const area = positive(p.surfaceLiving);
  return price !== null && area !== null ? Math.round(price / area) : null;
}
