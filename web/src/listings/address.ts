import type { Locale } from '@coast/domain';
import { t } from '@/i18n';

interface AddressInput {
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly boxNr?: string | null;
  readonly zip?: string | null;
  readonly cityName?: string | null;
  readonly publishAddress?: boolean | null;
}

/** 'Zevekotestraat 14 bus 2', or null when the listing hides its address (PublishAddress 0) or has none. */
export function streetLine(p: AddressInput, locale: Locale): string | null {
  if (p.publishAddress === false || !p.street) return null;
  const box = p.boxNr ? ` ${t(locale, 'addressBox', p.boxNr)}` : '';
  return `${p.street}${p.houseNumber ? ` ${p.houseNumber}` : ''}${box}`;
}

/** '8470 Gistel': always shown, also when the street is hidden. */
export function townLine(p: AddressInput): string {
  return [p.zip, p.cityName].filter(Boolean).join(' ');
}
