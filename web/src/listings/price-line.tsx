import type { PriceView } from './price-view';

/** A price as shown (price-view.ts); on the server (a listing's page) and in the cards' client template. */
export function PriceLine({ price, className = 'price' }: { readonly price: PriceView; readonly className?: string }) {
  if ('onRequest' in price) return <p className={`${className} ${className}--on-request`}>{price.onRequest}</p>;
  return (
    <p className={className}>
      {price.from ? <span className={`${className}__from`}>{`${price.from} `}</span> : null}
      <span className={`${className}__amount`}>{price.amount}</span>
      {price.unit ? <span className={`${className}__unit`}>{` ${price.unit}`}</span> : null}
    </p>
  );
}
