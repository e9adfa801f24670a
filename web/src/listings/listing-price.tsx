import type { Locale, PriceInput } from '@coast/domain';
import { PriceLine } from './price-line';
import { priceView } from './price-view';

/** A listing's price in Belgian euro format: 'Vanaf € 245.000', '€ 850 / maand', 'Prijs op aanvraag'. */
export function ListingPrice({ listing, locale, className = 'price' }: { readonly listing: PriceInput; readonly locale: Locale; readonly className?: string }) {
  return <PriceLine price={priceView(listing, locale)} className={className} />;
}
