import { feedValue, formatEuro, toLocale, type Locale } from '@coast/domain';
import type { ListingDetail } from '@/cms/types';
import { FactGroup } from './fact-group';
import { euro } from './fact-format';
import { chargesText } from './listing-figures';
import { listingTexts } from './texts';

interface Props {
  readonly listing: ListingDetail;
  readonly locale: Locale;
}

/**
 * What the listing costs beyond its price. Sale: notary fees, registration duties, VAT, total. Rent
 * (the rental decree wants rent and charges in every rent advert): monthly rent (unless the price is
 * on request), charges (or that none are stated), deposit, agency fee, inventory. Other lines without
 * an amount are left out.
 */
export function CostFacts({ listing: p, locale }: Props) {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  if (p.goal === 'rent') {
    const rent = p.publishPrice && p.price ? formatEuro(p.price, locale) : null;
    return (
      <FactGroup
        id="costs"
        title={x('rentCosts')}
        locale={locale}
        facts={[
          { id: 'monthlyRent', label: x('monthlyRent'), value: rent },
          { id: 'charges', label: x('charges'), value: chargesText(p, locale) },
          { id: 'deposit', label: x('deposit'), value: euro(locale, p.deposit) },
          { id: 'agencyCost', label: x('agencyCost'), value: euro(locale, p.agencyCost) },
          { id: 'inventoryCost', label: x('inventoryCost'), value: euro(locale, p.inventoryCost) },
        ]}
      />
    );
  }
  return (
    <FactGroup
      id="costs"
      title={x('saleCosts')}
      locale={locale}
      facts={[
        { id: 'notaryFees', label: x('notaryFees'), value: euro(locale, p.notaryFees) },
        { id: 'registrationRights', label: x('registrationRights'), value: euro(locale, p.registrationRights) },
        { id: 'vat', label: x('vat'), value: euro(locale, p.vat) },
        { id: 'totalCosts', label: x('totalCosts'), value: euro(locale, p.totalCosts) },
        { id: 'agencyCost', label: x('agencyCost'), value: euro(locale, p.agencyCost) },
      ]}
    />
  );
}

/** A sale on life annuity (viager): the annuitants' ages, the kind, the monthly annuity. */
export function ViagerFacts({ listing: p, locale }: Props) {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  const age = (value: number | null) => (value && value > 0 ? listingTexts(locale, 'years', value) : null);
  const annuity = euro(locale, p.viagerMonthlyAnnuity);
  return (
    <FactGroup
      id="viager"
      title={x('viager')}
      locale={locale}
      facts={[
        { id: 'viagerType', label: x('viagerType'), value: feedValue(p.viagerType, locale, toLocale(p.language)) },
        { id: 'viagerAge1', label: x('viagerAge1'), value: age(p.viagerAge1) },
        { id: 'viagerAge2', label: x('viagerAge2'), value: age(p.viagerAge2) },
        { id: 'viagerMonthlyAnnuity', label: x('viagerMonthlyAnnuity'), value: annuity ? listingTexts(locale, 'perMonth', annuity) : null },
      ]}
    />
  );
}
