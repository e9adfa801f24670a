import type { Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import { parseGoal } from './goal';
import { parseStatus } from './status';

export const AVAILABILITIES = ['for_sale', 'for_rent', 'sold', 'rented', 'takeover', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * The product's availability of a listing from the feed's Goal and Status, in one place:
 * active → for_sale / for_rent / takeover by goal; sold → sold; rented → rented; prospective,
 * cancelled, inactive, reference, an unknown status, or an active listing with an unknown goal →
 * unavailable (not shown).
 */
export function availabilityOf(goal: unknown, status: unknown): Availability {
  switch (parseStatus(status)) {
    case 'active': {
      const g = parseGoal(goal);
      if (g === 'sale') return 'for_sale';
      if (g === 'rent') return 'for_rent';
      if (g === 'takeover') return 'takeover';
      return 'unavailable';
    }
    case 'sold':
      return 'sold';
    case 'rented':
      return 'rented';
    default:
      return 'unavailable';
  }
}

export const AVAILABILITY_LABELS: Localized<Readonly<Record<Availability, string>>> = {
  nl: {
    for_sale: 'Te koop',
    for_rent: 'Te huur',
    sold: 'Verkocht',
    rented: 'Verhuurd',
    takeover: 'Over te nemen',
    unavailable: 'Niet beschikbaar',
  },
  fr: {
    for_sale: 'À vendre',
    for_rent: 'À louer',
    sold: 'Vendu',
    rented: 'Loué',
    takeover: 'À remettre',
    unavailable: 'Non disponible',
  },
  en: {
    for_sale: 'For sale',
    for_rent: 'For rent',
    sold: 'Sold',
    rented: 'Rented',
    takeover: 'For takeover',
    unavailable: 'Unavailable',
  },
  de: {
    for_sale: 'Zu verkaufen',
    for_rent: 'Zu vermieten',
    sold: 'Verkauft',
    rented: 'Vermietet',
    takeover: 'Zur Übernahme',
    unavailable: 'Nicht verfügbar',
  },
};

export function availabilityLabel(availability: Availability, locale: Locale): string {
  return AVAILABILITY_LABELS[locale][availability];
}
