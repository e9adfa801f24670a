import { PER_MONTH, priceDisplay, STARTING_FROM, type Locale, type PriceInput } from '@coast/domain';

/** A listing's price as shown, in the page language: 'Vanaf € 245.000', '€ 850 / maand', 'Prijs op aanvraag'. */
export type PriceView = { readonly from?: string; readonly amount: string; readonly unit?: string } | { readonly onRequest: string };

export function priceView(listing: PriceInput, locale: Locale): PriceView {
  const shown = priceDisplay(listing, locale);
  if (shown.kind === 'onRequest') return { onRequest: shown.text };
  return {
    amount: shown.formattedAmount,
    ...(shown.startingFrom ? { from: STARTING_FROM[locale] } : {}),
    ...(shown.perMonth ? { unit: PER_MONTH[locale] } : {}),
  };
}
