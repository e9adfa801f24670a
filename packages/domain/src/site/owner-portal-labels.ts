import type { FormId } from '../forms/form-ids';
import type { Locale } from '../i18n/locales';
import type { CommunicationStatus, CommunicationType, OwnerDocumentKind, RequestSource, ViewingStatus } from './owner-portal';

/**
 * The words for the values staff choose for a listing's records (./owner-portal.ts) and for the site's forms,
 * as owners read them in the portal and staff in the admin (English).
 */
export interface OwnerRecordLabels {
  readonly viewing: Readonly<Record<ViewingStatus, string>>;
  readonly type: Readonly<Record<CommunicationType, string>>;
  readonly status: Readonly<Record<CommunicationStatus, string>>;
  readonly source: Readonly<Record<RequestSource, string>>;
  readonly kind: Readonly<Record<OwnerDocumentKind, string>>;
  /** The forms a visitor can send about a listing; any other: `otherForm`. */
  readonly form: Readonly<Partial<Record<FormId, string>>>;
  readonly otherForm: string;
}

const LABELS: Readonly<Record<Locale, OwnerRecordLabels>> = {
  nl: {
    viewing: { planned: 'Gepland', done: 'Plaatsgevonden', cancelled: 'Geannuleerd' },
    type: { phone: 'Telefoon', email: 'E-mail', letter: 'Brief', meeting: 'Gesprek', website: 'Website', other: 'Andere' },
    status: { open: 'Lopend', handled: 'Afgehandeld' },
    source: {
      immoweb: 'Immoweb',
      zimmo: 'Zimmo',
      realo: 'Realo',
      sign: 'Bord aan het pand',
      'walk-in': 'Langs geweest op kantoor',
      phone: 'Telefoon',
      referral: 'Doorverwijzing',
      other: 'Andere',
    },
    kind: {
      mandate: 'Opdracht',
      epc: 'EPC-certificaat',
      asbestos: 'Asbestattest',
      electrical: 'Elektrische keuring',
      soil: 'Bodemattest',
      'urban-planning': 'Stedenbouwkundige inlichtingen',
      plan: 'Plan',
      other: 'Ander document',
    },
    form: {
      'contact-me': 'Vraag over het pand',
      'contact-appointment': 'Bezoek geboekt',
      'purchase-offer': 'Bod',
      'send-to-friend': 'Doorgestuurd naar een vriend',
      'document-request': 'Documenten gevraagd',
      'rental-application': 'Huuraanvraag',
    },
    otherForm: 'Contactformulier',
  },
  fr: {
    viewing: { planned: 'Prévue', done: 'Effectuée', cancelled: 'Annulée' },
    type: { phone: 'Téléphone', email: 'E-mail', letter: 'Courrier', meeting: 'Rencontre', website: 'Site web', other: 'Autre' },
    status: { open: 'En cours', handled: 'Traitée' },
    source: {
      immoweb: 'Immoweb',
      zimmo: 'Zimmo',
      realo: 'Realo',
      sign: 'Panneau sur le bien',
      'walk-in': "Passage à l'agence",
      phone: 'Téléphone',
      referral: 'Recommandation',
      other: 'Autre',
    },
    kind: {
      mandate: 'Mandat',
      epc: 'Certificat PEB',
      asbestos: 'Attestation amiante',
      electrical: 'Contrôle électrique',
      soil: 'Attestation du sol',
      'urban-planning': "Renseignements d'urbanisme",
      plan: 'Plan',
      other: 'Autre document',
    },
    form: {
      'contact-me': 'Question sur le bien',
      'contact-appointment': 'Visite réservée',
      'purchase-offer': 'Offre',
      'send-to-friend': 'Envoyé à un ami',
      'document-request': 'Documents demandés',
      'rental-application': 'Candidature locative',
    },
    otherForm: 'Formulaire de contact',
  },
  en: {
    viewing: { planned: 'Planned', done: 'Took place', cancelled: 'Cancelled' },
    type: { phone: 'Phone', email: 'E-mail', letter: 'Letter', meeting: 'Meeting', website: 'Website', other: 'Other' },
    status: { open: 'Open', handled: 'Handled' },
    source: {
      immoweb: 'Immoweb',
      zimmo: 'Zimmo',
      realo: 'Realo',
      sign: 'Sign at the property',
      'walk-in': 'Walked into the office',
      phone: 'Phone',
      referral: 'Referral',
      other: 'Other',
    },
    kind: {
      mandate: 'Mandate',
      epc: 'EPC certificate',
      asbestos: 'Asbestos certificate',
      electrical: 'Electrical inspection',
      soil: 'Soil certificate',
      'urban-planning': 'Urban planning information',
      plan: 'Plan',
      other: 'Other document',
    },
    form: {
      'contact-me': 'Question about the property',
      'contact-appointment': 'Visit booked',
      'purchase-offer': 'Offer',
      'send-to-friend': 'Sent to a friend',
      'document-request': 'Documents requested',
      'rental-application': 'Rental application',
    },
    otherForm: 'Contact form',
  },
  de: {
    viewing: { planned: 'Geplant', done: 'Stattgefunden', cancelled: 'Abgesagt' },
    type: { phone: 'Telefon', email: 'E-Mail', letter: 'Brief', meeting: 'Gespräch', website: 'Website', other: 'Sonstiges' },
    status: { open: 'Offen', handled: 'Erledigt' },
    source: {
      immoweb: 'Immoweb',
      zimmo: 'Zimmo',
      realo: 'Realo',
      sign: 'Schild am Objekt',
      'walk-in': 'Besuch im Büro',
      phone: 'Telefon',
      referral: 'Empfehlung',
      other: 'Sonstiges',
    },
    kind: {
      mandate: 'Auftrag',
      epc: 'Energieausweis (EPC)',
      asbestos: 'Asbestbescheinigung',
      electrical: 'Elektroprüfung',
      soil: 'Bodenbescheinigung',
      'urban-planning': 'Städtebauliche Auskünfte',
      plan: 'Plan',
      other: 'Sonstiges Dokument',
    },
    form: {
      'contact-me': 'Frage zur Immobilie',
      'contact-appointment': 'Besichtigung gebucht',
      'purchase-offer': 'Angebot',
      'send-to-friend': 'An einen Freund gesendet',
      'document-request': 'Dokumente angefordert',
      'rental-application': 'Mietbewerbung',
    },
    otherForm: 'Kontaktformular',
  },
};

export const ownerRecordLabels = (locale: Locale): OwnerRecordLabels => LABELS[locale];
export const ownerFormLabel = (locale: Locale, form: FormId): string => LABELS[locale].form[form] ?? LABELS[locale].otherForm;
