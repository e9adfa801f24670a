import type { Locale } from '../i18n/locales';

export const CONTACT_TIME_SLOT_IDS = ['morning', 'afternoon', 'evening'] as const;
export type ContactTimeSlotId = (typeof CONTACT_TIME_SLOT_IDS)[number];

export interface ContactTimeSlot {
  readonly id: ContactTimeSlotId;
  readonly from: string;
  readonly to: string;
  /** '10:00-13:00'. */
  readonly label: string;
}

/**
 * The spec's time slots, one list for both uses: when a visitor wants to be called back, and
 * the slot of a booked visit (form 'contact-appointment'): 10:00-13:00, 14:00-16:00, 16:00-19:00,
 * except that the Dutch texts say 13:00-16:00 for the afternoon. Kept as in the source (probably a
 * slip, but it is what Dutch visitors have been offered); forms store the slot id, never the label,
 * so the difference cannot corrupt data.
 */
const AFTERNOON_FROM: Readonly<Record<Locale, string>> = { nl: '13:00', fr: '14:00', en: '14:00', de: '14:00' };

export function contactTimeSlots(locale: Locale): ContactTimeSlot[] {
  const slots: Array<[ContactTimeSlotId, string, string]> = [
    ['morning', '10:00', '13:00'],
    ['afternoon', AFTERNOON_FROM[locale], '16:00'],
    ['evening', '16:00', '19:00'],
  ];
  return slots.map(([id, from, to]) => ({ id, from, to, label: `${from}-${to}` }));
}
