import { PROPERTY_CATEGORIES } from '../catalog/property-categories';
import { contactTimeSlots } from '../constants/time-slots';
import type { Locale } from '../i18n/locales';
import { formatEuro } from '../price/format-euro';
import { formatDate } from '../text/format-date';
import type { Localized } from '../i18n/localized';
import type { SubmittableForm } from './submission';

/**
 * The names of form fields and of their choices, in the four languages: the site's forms label their
 * inputs with them and the CMS lists a request's fields with them in its mails, so a field is called the
 * same on the form and in the mail about it.
 */
export const FIELD_NAMES = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'remarks',
  'consent',
  'propertyId',
  'request',
  'preferredDate',
  'contactTimeSlots',
  'contactPreference',
  'street',
  'houseNumber',
  'box',
  'zip',
  'city',
  'country',
  'purpose',
  'propertyType',
  'project',
  'senderName',
  'senderEmail',
  'friendName',
  'friendEmail',
  'message',
  'pagePath',
  'rating',
  'amount',
  'amountInWords',
  'startDate',
  'endDate',
  'place',
  'signingDate',
  'conditions',
  'personA',
  'personB',
  'appointmentDate',
  'appointmentSlot',
  'confirmations',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const FIELD_LABELS: Localized<Readonly<Record<FieldName, string>>> = {
  nl: {
    title: 'Aanspreking',
    firstName: 'Voornaam',
    lastName: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    remarks: 'Opmerkingen',
    consent: 'Ik ga akkoord dat Kustvastgoed mijn gegevens bewaart om mijn vraag te beantwoorden (privacyverklaring).',
    propertyId: 'Referentie van het pand',
    request: 'Mijn vraag',
    preferredDate: 'Gewenste datum',
    contactTimeSlots: 'Wanneer mogen we u bellen?',
    contactPreference: 'Hoe mogen we u contacteren?',
    street: 'Straat',
    houseNumber: 'Nummer',
    box: 'Bus',
    zip: 'Postcode',
    city: 'Gemeente',
    country: 'Land',
    purpose: 'Wat wilt u doen?',
    propertyType: 'Type pand',
    project: 'Project',
    senderName: 'Uw naam',
    senderEmail: 'Uw e-mail',
    friendName: 'Naam van uw vriend(in)',
    friendEmail: 'E-mail van uw vriend(in)',
    message: 'Bericht',
    pagePath: 'Pagina',
    rating: 'Score (1 tot 5)',
    amount: 'Bedrag van het bod (euro)',
    amountInWords: 'Bedrag in letters',
    startDate: 'Het bod geldt vanaf',
    endDate: 'Het bod geldt tot en met',
    place: 'Plaats van ondertekening',
    signingDate: 'Datum van ondertekening',
    conditions: 'Voorwaarden (bv. opschortende voorwaarde van een lening)',
    personA: 'Koper A',
    personB: 'Koper B (niet verplicht)',
    appointmentDate: 'Datum van het bezoek',
    appointmentSlot: 'Tijdstip',
    confirmations: 'Verklaringen',
  },
  fr: {
    title: 'Civilité',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    remarks: 'Remarques',
    consent: 'J’accepte que Kustvastgoed conserve mes données pour répondre à ma demande (déclaration de confidentialité).',
    propertyId: 'Référence du bien',
    request: 'Ma demande',
    preferredDate: 'Date souhaitée',
    contactTimeSlots: 'Quand pouvons-nous vous appeler ?',
    contactPreference: 'Comment pouvons-nous vous contacter ?',
    street: 'Rue',
    houseNumber: 'Numéro',
    box: 'Boîte',
    zip: 'Code postal',
    city: 'Commune',
    country: 'Pays',
    purpose: 'Que souhaitez-vous faire ?',
    propertyType: 'Type de bien',
    project: 'Projet',
    senderName: 'Votre nom',
    senderEmail: 'Votre e-mail',
    friendName: 'Nom de votre ami(e)',
    friendEmail: 'E-mail de votre ami(e)',
    message: 'Message',
    pagePath: 'Page',
    rating: 'Note (1 à 5)',
    amount: 'Montant de l’offre (euros)',
    amountInWords: 'Montant en lettres',
    startDate: 'L’offre est valable à partir du',
    endDate: 'L’offre est valable jusqu’au',
    place: 'Lieu de signature',
    signingDate: 'Date de signature',
    conditions: 'Conditions (p. ex. condition suspensive d’obtention d’un crédit)',
    personA: 'Acheteur A',
    personB: 'Acheteur B (facultatif)',
    appointmentDate: 'Date de la visite',
    appointmentSlot: 'Plage horaire',
    confirmations: 'Déclarations',
  },
  en: {
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    remarks: 'Remarks',
    consent: 'I agree that Kustvastgoed keeps my details to answer my request (privacy statement).',
    propertyId: 'Property reference',
    request: 'My request',
    preferredDate: 'Preferred date',
    contactTimeSlots: 'When may we call you?',
    contactPreference: 'How may we contact you?',
    street: 'Street',
    houseNumber: 'Number',
    box: 'Box',
    zip: 'Postcode',
    city: 'Town',
    country: 'Country',
    purpose: 'What would you like to do?',
    propertyType: 'Property type',
    project: 'Project',
    senderName: 'Your name',
    senderEmail: 'Your e-mail',
    friendName: "Your friend's name",
    friendEmail: "Your friend's e-mail",
    message: 'Message',
    pagePath: 'Page',
    rating: 'Rating (1 to 5)',
    amount: 'Amount offered (euro)',
    amountInWords: 'Amount in words',
    startDate: 'The offer stands from',
    endDate: 'The offer stands until',
    place: 'Place of signing',
    signingDate: 'Date of signing',
    conditions: 'Conditions (e.g. subject to a mortgage)',
    personA: 'Buyer A',
    personB: 'Buyer B (optional)',
    appointmentDate: 'Date of the viewing',
    appointmentSlot: 'Time slot',
    confirmations: 'Statements',
  },
  de: {
    title: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    remarks: 'Bemerkungen',
    consent: 'Ich bin einverstanden, dass Kustvastgoed meine Daten speichert, um meine Anfrage zu beantworten (Datenschutzerklärung).',
    propertyId: 'Referenz der Immobilie',
    request: 'Meine Anfrage',
    preferredDate: 'Wunschdatum',
    contactTimeSlots: 'Wann dürfen wir Sie anrufen?',
    contactPreference: 'Wie dürfen wir Sie kontaktieren?',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    box: 'Briefkasten',
    zip: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    purpose: 'Was möchten Sie tun?',
    propertyType: 'Immobilienart',
    project: 'Projekt',
    senderName: 'Ihr Name',
    senderEmail: 'Ihre E-Mail',
    friendName: 'Name Ihres Freundes',
    friendEmail: 'E-Mail Ihres Freundes',
    message: 'Nachricht',
    pagePath: 'Seite',
    rating: 'Bewertung (1 bis 5)',
    amount: 'Angebotsbetrag (Euro)',
    amountInWords: 'Betrag in Worten',
    startDate: 'Das Angebot gilt ab',
    endDate: 'Das Angebot gilt bis einschließlich',
    place: 'Ort der Unterzeichnung',
    signingDate: 'Datum der Unterzeichnung',
    conditions: 'Bedingungen (z. B. vorbehaltlich einer Finanzierung)',
    personA: 'Käufer A',
    personB: 'Käufer B (freiwillig)',
    appointmentDate: 'Datum der Besichtigung',
    appointmentSlot: 'Zeitfenster',
    confirmations: 'Erklärungen',
  },
};

/** The choices of the fields that have them, by stored value. */
export const CHOICE_LABELS: Localized<Readonly<Record<'title' | 'request' | 'contactPreference' | 'purpose', Readonly<Record<string, string>>>>> = {
  nl: {
    title: { mr: 'De heer', ms: 'Mevrouw', miss: 'Juffrouw' },
    request: { information: 'Meer informatie', visit: 'Een bezoek' },
    contactPreference: { phone: 'Telefonisch', email: 'Per e-mail' },
    purpose: { sell: 'Verkopen', rent: 'Verhuren' },
  },
  fr: {
    title: { mr: 'Monsieur', ms: 'Madame', miss: 'Mademoiselle' },
    request: { information: 'Plus d’informations', visit: 'Une visite' },
    contactPreference: { phone: 'Par téléphone', email: 'Par e-mail' },
    purpose: { sell: 'Vendre', rent: 'Louer' },
  },
  en: {
    title: { mr: 'Mr', ms: 'Ms', miss: 'Miss' },
    request: { information: 'More information', visit: 'A viewing' },
    contactPreference: { phone: 'By phone', email: 'By e-mail' },
    purpose: { sell: 'Sell', rent: 'Let' },
  },
  de: {
    title: { mr: 'Herr', ms: 'Frau', miss: 'Fräulein' },
    request: { information: 'Mehr Informationen', visit: 'Eine Besichtigung' },
    contactPreference: { phone: 'Telefonisch', email: 'Per E-Mail' },
    purpose: { sell: 'Verkaufen', rent: 'Vermieten' },
  },
};

/** The name of each form, as a mail's subject or the admin says it. */
export const FORM_NAMES: Localized<Readonly<Record<SubmittableForm, string>>> = {
  nl: {
    'site-contact': 'Contactformulier',
    'contact-me': 'Vraag over een pand',
    'contact-demand': 'Gratis schatting',
    'contact-construction': 'Informatie over nieuwbouw',
    'send-to-friend': 'Doorsturen naar een vriend',
    testimonial: 'Getuigenis',
    'sign-newsletter': 'Inschrijving nieuwsbrief',
    'purchase-offer': 'Bod op een pand',
    'contact-appointment': 'Afspraak voor een bezoek',
    'document-request': 'Documenten per e-mail',
  },
  fr: {
    'site-contact': 'Formulaire de contact',
    'contact-me': 'Question sur un bien',
    'contact-demand': 'Estimation gratuite',
    'contact-construction': 'Information sur un projet neuf',
    'send-to-friend': 'Envoyer à un ami',
    testimonial: 'Témoignage',
    'sign-newsletter': 'Inscription à la newsletter',
    'purchase-offer': 'Offre d’achat',
    'contact-appointment': 'Rendez-vous pour une visite',
    'document-request': 'Documents par e-mail',
  },
  en: {
    'site-contact': 'Contact form',
    'contact-me': 'Question about a property',
    'contact-demand': 'Free valuation',
    'contact-construction': 'New-build information',
    'send-to-friend': 'Send to a friend',
    testimonial: 'Testimonial',
    'sign-newsletter': 'Newsletter sign-up',
    'purchase-offer': 'Purchase offer',
    'contact-appointment': 'Viewing appointment',
    'document-request': 'Documents by e-mail',
  },
  de: {
    'site-contact': 'Kontaktformular',
    'contact-me': 'Frage zu einer Immobilie',
    'contact-demand': 'Kostenlose Bewertung',
    'contact-construction': 'Informationen zum Neubau',
    'send-to-friend': 'An einen Freund senden',
    testimonial: 'Erfahrungsbericht',
    'sign-newsletter': 'Newsletter-Anmeldung',
    'purchase-offer': 'Kaufangebot',
    'contact-appointment': 'Besichtigungstermin',
    'document-request': 'Dokumente per E-Mail',
  },
};

/** Fields holding a calendar day, shown day-month-year (spec section 9). */
const DATE_FIELDS = new Set(['preferredDate', 'startDate', 'endDate', 'signingDate', 'appointmentDate']);

const yesNo: Localized<readonly [string, string]> = { nl: ['ja', 'nee'], fr: ['oui', 'non'], en: ['yes', 'no'], de: ['ja', 'nein'] };

/**
 * One stored value as a person reads it in a language: a choice by its label, time slots by their hours,
 * a property type by its name, a yes/no in words; anything else as given.
 */
export function describeFieldValue(field: string, value: unknown, locale: Locale): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return yesNo[locale][value ? 0 : 1];
  if (field === 'contactTimeSlots' && Array.isArray(value)) {
    const slots = contactTimeSlots(locale);
    return value.map((id) => slots.find((s) => s.id === id)?.label ?? String(id)).join(', ');
  }
  if (field === 'appointmentSlot' && typeof value === 'string') return contactTimeSlots(locale).find((s) => s.id === value)?.label ?? value;
  if (field === 'amount' && typeof value === 'number') return formatEuro(value, locale) ?? String(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value) || value;
  if (field === 'propertyType' && typeof value === 'number') return PROPERTY_CATEGORIES.find((c) => c.webId === value)?.names[locale] ?? String(value);
  const choices = CHOICE_LABELS[locale] as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;
  if (typeof value === 'string' && choices[field]?.[value]) return choices[field][value];
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

/** A field's label in a language (an unknown field by its own name). */
export function fieldLabel(field: string, locale: Locale): string {
  return (FIELD_LABELS[locale] as Readonly<Record<string, string>>)[field] ?? field;
}
