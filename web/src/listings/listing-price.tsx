import { PER_MONTH, priceDisplay, STARTING_FROM, type Locale } from '@coast/domain';

interface Props {
  readonly listing: { price: unknown; publishPrice?: unknown; priceUnit?: unknown; priceUnitText?: unknown; goal?: unknown };
  readonly locale: Locale;
  readonly className?: string;
}

/** A listing's price in Belgian euro format: 'Vanaf € 245.000', '€ 850 / maand', 'Prijs op aanvraag'. */
export function ListingPrice({ listing, locale, className = 'price' }: Props) {
  const price = priceDisplay(listing, locale);
  if (price.kind === 'onRequest') return <p className={`${className} ${className}--on-request`}>{price.text}</p>;
  return (
    <p className={className}>
      {price.startingFrom ? <span className={`${className}__from`}>{STARTING_FROM[locale]} </span> : null}
      <span className={`${className}__amount`}>{price.formattedAmount}</span>
      {price.perMonth ? <span className={`${className}__unit`}> {PER_MONTH[locale]}</span> : null}
    </p>
  );
}
