import type { Localized } from '@coast/domain';

/** A registered search's own mails: fixed texts in code (like the owners'), sent through the outbox. */
export const SEARCH_MAIL_KINDS = ['search-confirmation', 'search-alert'] as const;
export type SearchMailKind = (typeof SEARCH_MAIL_KINDS)[number];

export interface SearchMailTexts {
  readonly confirmSubject: (agency: string) => string;
  readonly confirmIntro: (name: string, agency: string) => string;
  readonly confirmAction: string;
  readonly confirmNote: string;
  readonly alertSubject: (count: number, agency: string) => string;
  readonly alertIntro: (name: string) => string;
  readonly newHeading: string;
  readonly dropHeading: string;
  readonly priceWas: string;
  readonly priceOnRequest: string;
  readonly view: string;
  readonly more: (count: number) => string;
  readonly manage: string;
  readonly unsubscribe: string;
  readonly criteria: string;
  readonly signature: (agency: string) => string;
}

export const SEARCH_MAIL_TEXTS: Localized<SearchMailTexts> = {
  nl: {
    confirmSubject: (a) => `Bevestig uw zoekopdracht bij ${a}`,
    confirmIntro: (n, a) =>
      `Beste ${n},\n\nU hebt een zoekopdracht geregistreerd bij ${a}. Bevestig ze met de link hieronder; pas daarna sturen we u panden die aan uw wensen voldoen.`,
    confirmAction: 'Zoekopdracht bevestigen',
    confirmNote: 'De link werkt 7 dagen. Hebt u dit niet gevraagd? Dan hoeft u niets te doen: zonder bevestiging wissen we de zoekopdracht.',
    alertSubject: (c, a) => (c === 1 ? `1 pand voor uw zoekopdracht bij ${a}` : `${c} panden voor uw zoekopdracht bij ${a}`),
    alertIntro: (n) => `Beste ${n},\n\nDeze panden voldoen aan uw zoekopdracht.`,
    newHeading: 'Nieuw aanbod',
    dropHeading: 'Prijsdaling',
    priceWas: 'was',
    priceOnRequest: 'Prijs op aanvraag',
    view: 'Bekijk het pand',
    more: (c) => `En nog ${c} andere panden op onze site.`,
    manage: 'Zoekopdracht wijzigen of verwijderen',
    unsubscribe: 'Geen e-mails meer ontvangen',
    criteria: 'Uw zoekopdracht',
    signature: (a) => `Met vriendelijke groeten,\n${a}`,
  },
  fr: {
    confirmSubject: (a) => `Confirmez votre recherche chez ${a}`,
    confirmIntro: (n, a) =>
      `Bonjour ${n},\n\nVous avez enregistré une recherche chez ${a}. Confirmez-la avec le lien ci-dessous ; ce n’est qu’ensuite que nous vous enverrons les biens qui y correspondent.`,
    confirmAction: 'Confirmer ma recherche',
    confirmNote: 'Le lien est valable 7 jours. Vous n’avez rien demandé ? Ne faites rien : sans confirmation, la recherche est effacée.',
    alertSubject: (c, a) => (c === 1 ? `1 bien pour votre recherche chez ${a}` : `${c} biens pour votre recherche chez ${a}`),
    alertIntro: (n) => `Bonjour ${n},\n\nCes biens correspondent à votre recherche.`,
    newHeading: 'Nouveautés',
    dropHeading: 'Baisse de prix',
    priceWas: 'avant',
    priceOnRequest: 'Prix sur demande',
    view: 'Voir le bien',
    more: (c) => `Et ${c} autres biens sur notre site.`,
    manage: 'Modifier ou supprimer ma recherche',
    unsubscribe: 'Ne plus recevoir d’e-mails',
    criteria: 'Votre recherche',
    signature: (a) => `Bien cordialement,\n${a}`,
  },
  en: {
    confirmSubject: (a) => `Confirm your saved search at ${a}`,
    confirmIntro: (n, a) =>
      `Dear ${n},\n\nYou registered a search at ${a}. Please confirm it with the link below; only then will we send you the properties that match it.`,
    confirmAction: 'Confirm my search',
    confirmNote: 'The link works for 7 days. Did you not ask for this? Then do nothing: without confirmation the search is deleted.',
    alertSubject: (c, a) => (c === 1 ? `1 property for your saved search at ${a}` : `${c} properties for your saved search at ${a}`),
    alertIntro: (n) => `Dear ${n},\n\nThese properties match your saved search.`,
    newHeading: 'New on offer',
    dropHeading: 'Price reduced',
    priceWas: 'was',
    priceOnRequest: 'Price on request',
    view: 'View the property',
    more: (c) => `And ${c} more properties on our site.`,
    manage: 'Change or delete my search',
    unsubscribe: 'Stop these e-mails',
    criteria: 'Your search',
    signature: (a) => `Kind regards,\n${a}`,
  },
  de: {
    confirmSubject: (a) => `Bestätigen Sie Ihren Suchauftrag bei ${a}`,
    confirmIntro: (n, a) =>
      `Guten Tag ${n},\n\nSie haben bei ${a} einen Suchauftrag angelegt. Bitte bestätigen Sie ihn über den Link unten; erst danach senden wir Ihnen passende Immobilien.`,
    confirmAction: 'Suchauftrag bestätigen',
    confirmNote: 'Der Link ist 7 Tage gültig. Sie haben nichts angefordert? Dann müssen Sie nichts tun: ohne Bestätigung wird der Suchauftrag gelöscht.',
    alertSubject: (c, a) => (c === 1 ? `1 Immobilie für Ihren Suchauftrag bei ${a}` : `${c} Immobilien für Ihren Suchauftrag bei ${a}`),
    alertIntro: (n) => `Guten Tag ${n},\n\ndiese Immobilien passen zu Ihrem Suchauftrag.`,
    newHeading: 'Neu im Angebot',
    dropHeading: 'Preissenkung',
    priceWas: 'vorher',
    priceOnRequest: 'Preis auf Anfrage',
    view: 'Immobilie ansehen',
    more: (c) => `Und ${c} weitere Immobilien auf unserer Website.`,
    manage: 'Suchauftrag ändern oder löschen',
    unsubscribe: 'Keine E-Mails mehr erhalten',
    criteria: 'Ihr Suchauftrag',
    signature: (a) => `Mit freundlichen Grüßen\n${a}`,
  },
};
