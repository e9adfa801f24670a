import { fillTemplate } from '../i18n/fill-template';
import type { Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import type { RentalAppointmentTerms } from '../listing/rental-terms';
import { formatAmount, formatEuro } from '../price/format-euro';
import { RENTAL_DEPOSIT_MONTHS } from './deposit-advance';

export interface RentalConfirmationTexts {
  /** {0}: minimum monthly income in euro. */
  readonly minimumIncome: string;
  /** {0}: maximum number of occupants. */
  readonly maxPersons: string;
  readonly descriptionRead: string;
  /** Heading of the list of amounts due at signing. */
  readonly amountDue: string;
  readonly amountDueItems: readonly [string, string, string, string];
  /** The last line of the amounts: their sum. */
  readonly amountDueTotal: string;
}

/**
 * What a candidate tenant confirms when booking a rental visit. Templates keep the
 * source's {0} placeholders.
 */
export const RENTAL_CONFIRMATION_TEXTS: Localized<RentalConfirmationTexts> = {
  nl: {
    minimumIncome: 'Ik heb een minimuminkomen van {0} euro per maand en kan dit aantonen met bewijsstukken.',
    maxPersons: 'Het pand is geschikt voor maximaal {0} personen.',
    descriptionRead: 'Ik heb de beschrijving van het pand gelezen.',
    amountDue: 'Bij de ondertekening van het huurcontract betaal ik:',
    amountDueItems: [
      'de eerste maand huur',
      'de eerste maand lasten',
      'mijn aandeel in de kosten van de plaatsbeschrijving',
      `een huurwaarborg van ${RENTAL_DEPOSIT_MONTHS} maanden huur`,
    ],
    amountDueTotal: 'Totaal',
  },
  fr: {
    minimumIncome: "Je dispose d'un revenu minimum de {0} euros par mois et je peux le prouver par des justificatifs.",
    maxPersons: 'Le bien convient pour {0} personnes maximum.',
    descriptionRead: "J'ai lu la description du bien.",
    amountDue: 'À la signature du bail, je paie :',
    amountDueItems: [
      'le premier mois de loyer',
      'les charges du premier mois',
      "ma part des frais d'état des lieux",
      `une garantie locative de ${RENTAL_DEPOSIT_MONTHS} mois de loyer`,
    ],
    amountDueTotal: 'Total',
  },
  en: {
    minimumIncome: 'I have a minimum income of {0} euro per month and can prove it with documents.',
    maxPersons: 'The property is suitable for at most {0} persons.',
    descriptionRead: 'I have read the description of the property.',
    amountDue: 'When signing the lease, I pay:',
    amountDueItems: [
      "the first month's rent",
      "the first month's charges",
      'my share in the inventory costs',
      `a deposit of ${RENTAL_DEPOSIT_MONTHS} months' rent`,
    ],
    amountDueTotal: 'Total',
  },
  de: {
    minimumIncome: 'Ich verfüge über ein Mindesteinkommen von {0} Euro pro Monat und kann dies nachweisen.',
    maxPersons: 'Die Immobilie ist für höchstens {0} Personen geeignet.',
    descriptionRead: 'Ich habe die Beschreibung der Immobilie gelesen.',
    amountDue: 'Bei der Unterzeichnung des Mietvertrags zahle ich:',
    amountDueItems: [
      'die erste Monatsmiete',
      'die Nebenkosten des ersten Monats',
      'meinen Anteil an den Kosten der Bestandsaufnahme',
      `eine Mietkaution von ${RENTAL_DEPOSIT_MONTHS} Monatsmieten`,
    ],
    amountDueTotal: 'Insgesamt',
  },
};

export interface RentalConfirmationValues {
  readonly minimumIncome: number | string;
  readonly maxPersons: number | string;
}

/** The confirmation texts of a listing, with its minimum income and maximum number of persons filled in. */
export function rentalConfirmationTexts(locale: Locale, values: RentalConfirmationValues): RentalConfirmationTexts {
  const texts = RENTAL_CONFIRMATION_TEXTS[locale];
  return {
    ...texts,
    minimumIncome: fillTemplate(texts.minimumIncome, values.minimumIncome),
    maxPersons: fillTemplate(texts.maxPersons, values.maxPersons),
  };
}

/** The statements a candidate tenant ticks, in the form's order; their keys are the schema's `confirmations`. */
export const RENTAL_CONFIRMATION_KEYS = ['minimumIncome', 'maxPersons', 'descriptionRead', 'amountDue'] as const;
export type RentalConfirmationKey = (typeof RENTAL_CONFIRMATION_KEYS)[number];

/** One statement as shown: its text and, for the amount due, one line per amount and the total. */
export interface RentalStatement {
  readonly key: RentalConfirmationKey;
  readonly text: string;
  readonly lines: readonly string[];
}

/**
 * The statements of a rent listing in a language, with its figures (listing/rental-terms.ts) in Belgian
 * style: the same on the form, in the agency's notification and in the visitor's confirmation. Without a
 * published rent the amounts are left out (the items are still named) and the income reads '…'.
 */
export function rentalAppointmentStatements(locale: Locale, terms: RentalAppointmentTerms): RentalStatement[] {
  const texts = rentalConfirmationTexts(locale, {
    minimumIncome: terms.minimumIncome === null ? '…' : (formatAmount(terms.minimumIncome, locale) ?? '…'),
    maxPersons: terms.maxPersons,
  });
  const due = terms.amountDue;
  const euro = (value: number | null) => (value === null ? null : formatEuro(value, locale));
  const figures = due ? [euro(due.rent), euro(due.charges), euro(due.inventoryShare), euro(due.deposit)] : [null, null, null, null];
  const lines = texts.amountDueItems.map((item, i) => (figures[i] ? `${item}: ${figures[i]}` : item));
  if (due) lines.push(`${texts.amountDueTotal}: ${euro(due.total)}`);
  return [
    { key: 'minimumIncome', text: texts.minimumIncome, lines: [] },
    { key: 'maxPersons', text: texts.maxPersons, lines: [] },
    { key: 'descriptionRead', text: texts.descriptionRead, lines: [] },
    { key: 'amountDue', text: texts.amountDue, lines },
  ];
}
