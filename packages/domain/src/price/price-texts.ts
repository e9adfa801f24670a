import type { Localized } from '../i18n/localized';

/** Shown instead of a hidden (PublishPrice 0) or unusable price. */
export const PRICE_ON_REQUEST: Localized = {
  nl: 'Prijs op aanvraag',
  fr: 'Prix sur demande',
  en: 'Price on request',
  de: 'Preis auf Anfrage',
};

/** Put before the price when the price is a minimum (PriceUnit 7, or PriceUnitText 'vanaf'). */
export const STARTING_FROM: Localized = {
  nl: 'Vanaf',
  fr: 'À partir de',
  en: 'Starting from',
  de: 'Ab',
};

/** Put after a rent. */
export const PER_MONTH: Localized = {
  nl: '/ maand',
  fr: '/ mois',
  en: '/ month',
  de: '/ Monat',
};
