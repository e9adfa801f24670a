import { mortgageBasis, type Locale } from '@coast/domain';
import type { ListingDetail } from '@/cms/types';
import { MortgageLoader } from './mortgage-loader';
import { mortgageTexts } from './texts';

/**
 * A sale listing's monthly-payment simulator. Only a shown price has one: for a hidden price
 * @coast/domain's mortgageBasis gives nothing, so no amount derived from it reaches the page.
 */
export function MortgageSimulator({ listing: p, locale }: { readonly listing: ListingDetail; readonly locale: Locale }) {
  const basis = mortgageBasis(p);
  if (!basis) return null;
  return (
    <section className="facts mortgage" aria-labelledby="facts-mortgage" data-facts="mortgage">
      <h2 className="facts__title" id="facts-mortgage">
        {mortgageTexts(locale, 'title')}
      </h2>
      <MortgageLoader basis={basis} locale={locale} />
    </section>
  );
}
