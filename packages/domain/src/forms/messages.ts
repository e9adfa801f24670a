import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import { APPOINTMENT_HORIZON_DAYS } from './appointment-dates';
import { SEARCH_MAX_ZONES } from './search-limits';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './upload-limits';

/**
 * The keys the form schemas put in every issue's message. Schemas speak in keys, not sentences, so one
 * schema serves all four languages in the browser and on the server; the text is looked up at display.
 */
export const FORM_MESSAGE_KEYS = [
  'required',
  'email',
  'phone',
  'zip',
  'date',
  'number',
  'min',
  'max',
  'tooLong',
  'invalidOption',
  'invalid',
  'passwordTooShort',
  'passwordCommon',
  'passwordMismatch',
  'endBeforeStart',
  'atLeastOneType',
  'atLeastOneZone',
  'tooManyZones',
  'addressRequired',
  'budgetRange',
  'mustAccept',
  'captcha',
  'lineBreak',
  'noMarkup',
  'amountWords',
  'dateTooEarly',
  'dateTooLate',
  'appointmentsFull',
  'fileType',
  'fileTooLarge',
  'tooManyFiles',
] as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

/** Minimum length of a new password: OWASP ASVS 5.0 (V6.2.1) asks for at least 12 characters, not complexity rules. */
export const PASSWORD_MIN_LENGTH = 12;

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const FORM_MESSAGES: Localized<Readonly<Record<FormMessageKey, string>>> = {
  nl: {
    required: 'Dit veld is verplicht.',
    email: 'Gelieve een geldig e-mailadres in te vullen.',
    phone: 'Gelieve een geldig telefoonnummer in te vullen.',
    zip: 'Gelieve een geldige postcode in te vullen.',
    date: 'Gelieve een volledige, geldige datum in te vullen.',
    number: 'Gelieve een geldig getal in te vullen.',
    min: 'Deze waarde is te laag.',
    max: 'Deze waarde is te hoog.',
    tooLong: 'Deze tekst is te lang.',
    invalidOption: 'Gelieve een geldige keuze te maken.',
    invalid: 'Deze waarde is ongeldig.',
    passwordTooShort: `Het wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens bevatten.`,
    passwordCommon: 'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander.',
    passwordMismatch: 'De wachtwoorden komen niet overeen.',
    endBeforeStart: 'De einddatum moet na de begindatum liggen.',
    atLeastOneType: 'Kies minstens één type pand.',
    atLeastOneZone: 'Kies minstens één gemeente of regio.',
    tooManyZones: `Kies hoogstens ${SEARCH_MAX_ZONES} gemeenten of regio's.`,
    addressRequired: 'Gelieve het volledige adres van het pand in te vullen.',
    budgetRange: 'De minimumprijs mag niet hoger zijn dan de maximumprijs.',
    mustAccept: 'Gelieve dit te bevestigen.',
    captcha: 'De ingevoerde tekens zijn niet geldig.',
    lineBreak: 'Gelieve dit op één regel te schrijven.',
    noMarkup: 'Gelieve gewone tekst te schrijven, zonder HTML-code.',
    amountWords: 'Het bedrag in letters komt niet overeen met het bedrag in cijfers.',
    dateTooEarly: 'Kies een datum vanaf morgen.',
    dateTooLate: `Kies een datum binnen de komende ${APPOINTMENT_HORIZON_DAYS} dagen.`,
    appointmentsFull: 'De afspraken zijn volzet.',
    fileType: 'Dit bestand is geen PDF, JPEG, PNG of Word-document (DOCX). Kies een ander bestand.',
    fileTooLarge: `Een bestand mag hoogstens ${MB} MB groot zijn.`,
    tooManyFiles: `U kunt hoogstens ${UPLOAD_MAX_FILES} bestanden meesturen.`,
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
    zip: 'Veuillez saisir un code postal valide.',
    date: 'Veuillez saisir une date complète et valide.',
    number: 'Veuillez saisir un nombre valide.',
    min: 'Cette valeur est trop basse.',
    max: 'Cette valeur est trop élevée.',
    tooLong: 'Ce texte est trop long.',
    invalidOption: 'Veuillez faire un choix valide.',
    invalid: "Cette valeur n'est pas valide.",
    passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    passwordCommon: 'Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
    endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
    atLeastOneType: 'Choisissez au moins un type de bien.',
    atLeastOneZone: 'Choisissez au moins une commune ou une région.',
    tooManyZones: `Choisissez ${SEARCH_MAX_ZONES} communes ou régions au maximum.`,
    addressRequired: "Veuillez indiquer l'adresse complète du bien.",
    budgetRange: 'Le prix minimum ne peut pas dépasser le prix maximum.',
    mustAccept: 'Veuillez confirmer.',
    captcha: 'Les caractères saisis ne sont pas valides.',
    lineBreak: 'Veuillez écrire ceci sur une seule ligne.',
    noMarkup: 'Veuillez écrire du texte simple, sans code HTML.',
    amountWords: 'Le montant en lettres ne correspond pas au montant en chiffres.',
    dateTooEarly: 'Choisissez une date à partir de demain.',
    dateTooLate: `Choisissez une date dans les ${APPOINTMENT_HORIZON_DAYS} prochains jours.`,
    appointmentsFull: 'Les rendez-vous sont complets.',
    fileType: 'Ce fichier n’est pas un PDF, un JPEG, un PNG ou un document Word (DOCX). Veuillez choisir un autre fichier.',
    fileTooLarge: `Un fichier ne peut pas dépasser ${MB} Mo.`,
    tooManyFiles: `Vous pouvez joindre ${UPLOAD_MAX_FILES} fichiers au maximum.`,
  },
  en: {
    required: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter a valid phone number.',
    zip: 'Please enter a valid postcode.',
    date: 'Please enter a complete, valid date.',
    number: 'Please enter a valid number.',
    min: 'This value is too low.',
    max: 'This value is too high.',
    tooLong: 'This text is too long.',
    invalidOption: 'Please choose a valid option.',
    invalid: 'This value is not valid.',
    passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
    passwordMismatch: 'The passwords do not match.',
    endBeforeStart: 'The end date must be after the start date.',
    atLeastOneType: 'Choose at least one property type.',
    atLeastOneZone: 'Choose at least one town or region.',
    tooManyZones: `Choose at most ${SEARCH_MAX_ZONES} towns or regions.`,
    addressRequired: 'Please enter the full address of the property.',
    budgetRange: 'The minimum price cannot be higher than the maximum price.',
    mustAccept: 'Please confirm this.',
    captcha: 'The entered characters are not valid.',
    lineBreak: 'Please write this on one line.',
    noMarkup: 'Please write plain text, without HTML code.',
    amountWords: 'The amount in words does not match the amount in figures.',
    dateTooEarly: 'Please choose a date from tomorrow onwards.',
    dateTooLate: `Please choose a date within the next ${APPOINTMENT_HORIZON_DAYS} days.`,
    appointmentsFull: 'The appointments are full.',
    fileType: 'This file is not a PDF, JPEG, PNG or Word document (DOCX). Please choose another file.',
    fileTooLarge: `A file may be at most ${MB} MB.`,
    tooManyFiles: `You can send at most ${UPLOAD_MAX_FILES} files.`,
  },
  de: {
    required: 'Dieses Feld ist erforderlich.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    zip: 'Bitte geben Sie eine gültige Postleitzahl ein.',
    date: 'Bitte geben Sie ein vollständiges, gültiges Datum ein.',
    number: 'Bitte geben Sie eine gültige Zahl ein.',
    min: 'Dieser Wert ist zu niedrig.',
    max: 'Dieser Wert ist zu hoch.',
    tooLong: 'Dieser Text ist zu lang.',
    invalidOption: 'Bitte treffen Sie eine gültige Auswahl.',
    invalid: 'Dieser Wert ist ungültig.',
    passwordTooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
    passwordCommon: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    endBeforeStart: 'Das Enddatum muss nach dem Anfangsdatum liegen.',
    atLeastOneType: 'Wählen Sie mindestens eine Immobilienart.',
    atLeastOneZone: 'Wählen Sie mindestens einen Ort oder eine Region.',
    tooManyZones: `Wählen Sie höchstens ${SEARCH_MAX_ZONES} Gemeinden oder Regionen.`,
    addressRequired: 'Bitte geben Sie die vollständige Adresse der Immobilie ein.',
    budgetRange: 'Der Mindestpreis darf nicht höher als der Höchstpreis sein.',
    mustAccept: 'Bitte bestätigen Sie dies.',
    captcha: 'Die eingegebenen Zeichen sind ungültig.',
    lineBreak: 'Bitte schreiben Sie dies in eine Zeile.',
    noMarkup: 'Bitte schreiben Sie einfachen Text ohne HTML-Code.',
    amountWords: 'Der Betrag in Worten stimmt nicht mit dem Betrag in Ziffern überein.',
    dateTooEarly: 'Bitte wählen Sie ein Datum ab morgen.',
    dateTooLate: `Bitte wählen Sie ein Datum innerhalb der nächsten ${APPOINTMENT_HORIZON_DAYS} Tage.`,
    appointmentsFull: 'Die Termine sind ausgebucht.',
    fileType: 'Diese Datei ist kein PDF-, JPEG-, PNG- oder Word-Dokument (DOCX). Bitte wählen Sie eine andere Datei.',
    fileTooLarge: `Eine Datei darf höchstens ${MB} MB groß sein.`,
    tooManyFiles: `Sie können höchstens ${UPLOAD_MAX_FILES} Dateien mitsenden.`,
  },
};

/** Shown above a form whose submission failed validation. */
export const CHECK_FIELDS_MESSAGE: Localized = {
  nl: 'Gelieve de rood gemarkeerde velden na te kijken.',
  fr: 'Veuillez vérifier les champs marqués en rouge.',
  en: 'Please check the fields marked in red.',
  de: 'Bitte überprüfen Sie die rot markierten Felder.',
};

export function isFormMessageKey(value: unknown): value is FormMessageKey {
  return typeof value === 'string' && (FORM_MESSAGE_KEYS as readonly string[]).includes(value);
}

/**
 * The text of a message key in a language. Takes loose input (react-hook-form hands over
 * `error.message` as string | undefined): an unknown key gives the generic 'invalid' text, an unknown
 * locale the default language, so a visitor never sees a raw key.
 */
export function formErrorMessage(key: string | null | undefined, locale: Locale | string): string {
  const table = FORM_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return table[isFormMessageKey(key) ? key : 'invalid'];
}

/** The "check the fields marked in red" text in a language. */
export function checkFieldsMessage(locale: Locale): string {
  return CHECK_FIELDS_MESSAGE[locale];
}
