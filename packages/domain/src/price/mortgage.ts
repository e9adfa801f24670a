/**
 * The monthly-payment simulator of a sale listing: a fixed-rate loan repaid in equal monthly
 * instalments (the annuity formula Belgian banks quote), for the price plus the purchase costs the
 * listing shows (registration duties, notary fees, VAT: its total costs), less the buyer's own funds.
 * An indication, not an offer: no insurance, no file costs, no mortgage deed costs.
 */

/** The bounds a simulation accepts (a Belgian mortgage runs 5 to 30 years; rates above 15 % are typing errors). */
export const MORTGAGE_LIMITS = {
  minYears: 1,
  maxYears: 40,
  maxRatePercent: 15,
} as const;

/** The simulator's starting values: a typical fixed rate, a typical term, own funds covering the costs and 10 % of the price. */
export const MORTGAGE_DEFAULTS = {
  ratePercent: 3.5,
  years: 25,
  ownFundsShareOfPrice: 0.1,
} as const;

/** What a listing gives the simulator: only a shown price counts (a hidden one gives no simulation). */
export interface MortgageListing {
  readonly price: number | null | undefined;
  /** False when the price is hidden ("price on request"). */
  readonly publishPrice: boolean;
  readonly goal: string | null | undefined;
  /** The listing's total purchase costs, when it shows them. */
  readonly totalCosts?: number | null;
  /** Its parts, added up when the total is missing. */
  readonly registrationRights?: number | null;
  readonly notaryFees?: number | null;
  readonly vat?: number | null;
}

/** The figures a sale listing's simulator starts from, or null: no simulator for a rent, a hidden or a missing price. */
export interface MortgageBasis {
  readonly price: number;
  readonly costs: number;
}

const amount = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

export function mortgageBasis(listing: MortgageListing): MortgageBasis | null {
  if (listing.goal !== 'sale' || !listing.publishPrice) return null;
  const price = amount(listing.price);
  if (!price) return null;
  const costs = amount(listing.totalCosts) || amount(listing.registrationRights) + amount(listing.notaryFees) + amount(listing.vat);
  return { price, costs };
}

/** The own funds a simulation starts with: the costs and a tenth of the price, rounded up to a thousand euro. */
export function defaultOwnFunds(basis: MortgageBasis): number {
  return Math.min(basis.price + basis.costs, Math.ceil((basis.costs + basis.price * MORTGAGE_DEFAULTS.ownFundsShareOfPrice) / 1000) * 1000);
}

/**
 * The monthly instalment of a loan: loan · r / (1 − (1 + r)^−n), with r the monthly rate (the yearly
 * rate / 12) and n the number of months; at 0 % the loan split in equal months. In cents, rounded.
 */
export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  const r = ratePercent / 100 / 12;
  const payment = r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months);
  return Math.round(payment * 100) / 100;
}

export interface MortgageInput {
  readonly ownFunds: number;
  readonly ratePercent: number;
  readonly years: number;
}

export interface MortgageSimulation {
  /** Price plus the purchase costs: what the purchase needs in all. */
  readonly total: number;
  /** What is borrowed: the total less the own funds (0 when they cover it). */
  readonly loan: number;
  readonly monthlyPayment: number;
  /** The interest over the whole term (the instalments less the loan). */
  readonly interest: number;
}

/** Why an input cannot be simulated, or null. */
export function mortgageInputProblem(input: MortgageInput): 'ownFunds' | 'rate' | 'years' | null {
  if (!Number.isFinite(input.ownFunds) || input.ownFunds < 0) return 'ownFunds';
  if (!Number.isFinite(input.ratePercent) || input.ratePercent < 0 || input.ratePercent > MORTGAGE_LIMITS.maxRatePercent) return 'rate';
  if (!Number.isInteger(input.years) || input.years < MORTGAGE_LIMITS.minYears || input.years > MORTGAGE_LIMITS.maxYears) return 'years';
  return null;
}

/** The simulation of a listing's purchase, or null when the input is out of bounds. */
export function simulateMortgage(basis: MortgageBasis, input: MortgageInput): MortgageSimulation | null {
  if (mortgageInputProblem(input)) return null;
  const total = basis.price + basis.costs;
  const loan = Math.max(0, total - input.ownFunds);
  const payment = monthlyPayment(loan, input.ratePercent, input.years);
  const interest = loan > 0 ? Math.max(0, Math.round((payment * input.years * 12 - loan) * 100) / 100) : 0;
  return { total, loan, monthlyPayment: payment, interest };
}
