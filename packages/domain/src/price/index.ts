export { formatAmount, formatEuro } from './format-euro';
export { PRICE_ON_REQUEST, STARTING_FROM, PER_MONTH } from './price-texts';
export { PRICE_UNIT_STARTING_FROM, isStartingFromPrice, isMonthlyPriceText } from './price-unit';
export { priceDisplay, formatPrice } from './price-display';
export type { PriceInput, PriceOptions, PriceDisplay } from './price-display';
export { MORTGAGE_DEFAULTS, MORTGAGE_LIMITS, defaultOwnFunds, monthlyPayment, mortgageBasis, mortgageInputProblem, simulateMortgage } from './mortgage';
export type { MortgageBasis, MortgageInput, MortgageListing, MortgageSimulation } from './mortgage';
