import { fillTemplate } from '../i18n/fill-template';
import type { Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
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
}

/**
 * What a candidate tenant confirms when booking a rental visit (spec section 5). Templates keep the
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
