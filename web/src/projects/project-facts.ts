import type { ListingDocument, ProjectUnit } from '@/cms/types';
import { documentKind } from '@coast/domain';
import { ON_OFFER } from '@/listings/availability';

/** A unit's floor plan, for the project's plans. */
export interface UnitPlan {
  readonly unit: ProjectUnit;
  readonly document: ListingDocument;
}

/** What a project's page says of it as a whole, read from its units (the CRM gives them per unit). */
export interface ProjectFacts {
  /** The lowest and highest public price of the units still on offer; null when none shows its price. */
  readonly priceRange: { readonly from: number; readonly to: number } | null;
  /** The VAT rate (21 or 6) when every unit with a public price and VAT gives the same one; else null. */
  readonly vatRate: number | null;
  /** The planned delivery: the latest day a unit is available from ('2027-09-30'); null when no unit gives one. */
  readonly delivery: string | null;
  readonly plans: readonly UnitPlan[];
}

const shownPrice = (u: ProjectUnit): number | null => (u.publishPrice !== false && typeof u.price === 'number' && u.price > 0 ? u.price : null);

/** A unit's VAT as a whole rate of its price (the feed gives the amount): 21, 6, or null. */
function vatRateOf(u: ProjectUnit): number | null {
  const price = shownPrice(u);
  return price !== null && typeof u.vat === 'number' && u.vat > 0 ? Math.round((u.vat / price) * 100) : null;
}

export function projectFacts(units: readonly ProjectUnit[]): ProjectFacts {
  const prices = units
    .filter((u) => ON_OFFER.includes(u.availability))
    .map(shownPrice)
    .filter((p): p is number => p !== null);
  const rates = new Set(units.map(vatRateOf).filter((r): r is number => r !== null));
  const days = units
    .filter((u) => u.availableFrom === 'atDate' && u.availableDate)
    .map((u) => u.availableDate!)
    .sort();
  const plans = units.flatMap((unit) => unit.documents.filter((d) => documentKind(d.name) === 'floorPlan').map((document) => ({ unit, document })));
  return {
    priceRange: prices.length ? { from: Math.min(...prices), to: Math.max(...prices) } : null,
    vatRate: rates.size === 1 ? [...rates][0]! : null,
    delivery: days.at(-1) ?? null,
    plans,
  };
}
