import type { Locale } from '@coast/domain';
import type { MailKind } from '../../forms/mail-kinds';

export interface MailTemplateSeed {
  readonly subject: string;
  readonly body: string;
}

/** The first texts of the mails, per language; staff edit them in the admin (Mail templates). */
export const MAIL_TEMPLATES: Readonly<Record<MailKind, Readonly<Record<Locale, MailTemplateSeed>>>> = {
  'agency-notification': {
    nl: {
      subject: '{form}: {name}',
      body: 'Nieuwe aanvraag via de website ({date}).\n\nFormulier: {form}\nTaal van de bezoeker: {language}\n{listing}\n\n{details}\n\nBeantwoord deze e-mail om {name} te antwoorden.',
    },
    fr: {
      subject: '{form} : {name}',
      body: 'Nouvelle demande via le site ({date}).\n\nFormulaire : {form}\nLangue du visiteur : {language}\n{listing}\n\n{details}\n\nRépondez à cet e-mail pour répondre à {name}.',
    },
    en: {
      subject: '{form}: {name}',
      body: 'New request through the website ({date}).\n\nForm: {form}\nVisitor language: {language}\n{listing}\n\n{details}\n\nReply to this e-mail to answer {name}.',
    },
    de: {
      subject: '{form}: {name}',
      body: 'Neue Anfrage über die Website ({date}).\n\nFormular: {form}\nSprache des Besuchers: {language}\n{listing}\n\n{details}\n\nAntworten Sie auf diese E-Mail, um {name} zu antworten.',
    },
  },
  'visitor-confirmation': {
    nl: {
      subject: 'Uw aanvraag bij {agency}: {form}',
      body: 'Beste {name},\n\nBedankt voor uw aanvraag. We hebben ze goed ontvangen en antwoorden u binnen één werkdag.\n{listing}\n\nWat u ons stuurde:\n{details}\n\nMet vriendelijke groeten,\n{agency}',
    },
    fr: {
      subject: 'Votre demande à {agency} : {form}',
      body: 'Bonjour {name},\n\nMerci pour votre demande. Nous l’avons bien reçue et vous répondons dans un délai d’un jour ouvrable.\n{listing}\n\nCe que vous nous avez envoyé :\n{details}\n\nBien cordialement,\n{agency}',
    },
    en: {
      subject: 'Your request to {agency}: {form}',
      body: 'Dear {name},\n\nThank you for your request. We have received it and will answer within one working day.\n{listing}\n\nWhat you sent us:\n{details}\n\nKind regards,\n{agency}',
    },
    de: {
      subject: 'Ihre Anfrage bei {agency}: {form}',
      body: 'Guten Tag {name},\n\nvielen Dank für Ihre Anfrage. Wir haben sie erhalten und antworten Ihnen innerhalb eines Werktages.\n{listing}\n\nIhre Angaben:\n{details}\n\nMit freundlichen Grüßen\n{agency}',
    },
  },
  'friend-recommendation': {
    nl: {
      subject: '{sender} tipt u een pand van {agency}',
      body: 'Hallo {friend},\n\n{sender} ({senderEmail}) zag dit op de website van {agency} en dacht aan u:\n\n{link}\n{note}\n\nDeze e-mail werd verstuurd op vraag van {sender}. {agency} bewaart uw adres niet.',
    },
    fr: {
      subject: '{sender} vous recommande un bien de {agency}',
      body: 'Bonjour {friend},\n\n{sender} ({senderEmail}) a vu ceci sur le site de {agency} et a pensé à vous :\n\n{link}\n{note}\n\nCet e-mail a été envoyé à la demande de {sender}. {agency} ne conserve pas votre adresse.',
    },
    en: {
      subject: '{sender} recommends a property from {agency}',
      body: 'Hello {friend},\n\n{sender} ({senderEmail}) saw this on the website of {agency} and thought of you:\n\n{link}\n{note}\n\nThis e-mail was sent at the request of {sender}. {agency} does not keep your address.',
    },
    de: {
      subject: '{sender} empfiehlt Ihnen eine Immobilie von {agency}',
      body: 'Hallo {friend},\n\n{sender} ({senderEmail}) hat dies auf der Website von {agency} gesehen und an Sie gedacht:\n\n{link}\n{note}\n\nDiese E-Mail wurde auf Wunsch von {sender} gesendet. {agency} speichert Ihre Adresse nicht.',
    },
  },
  'newsletter-confirmation': {
    nl: {
      subject: 'Bevestig uw inschrijving op de nieuwsbrief van {agency}',
      body: 'Hallo {name},\n\nOpen deze link om te bevestigen dat u onze nieuwsbrief wilt ontvangen:\n{confirmUrl}\n\nHebt u dit niet gevraagd? Negeer dan deze e-mail: zonder bevestiging ontvangt u niets.\n\n{agency}',
    },
    fr: {
      subject: 'Confirmez votre inscription à la newsletter de {agency}',
      body: 'Bonjour {name},\n\nOuvrez ce lien pour confirmer que vous souhaitez recevoir notre newsletter :\n{confirmUrl}\n\nVous n’avez rien demandé ? Ignorez cet e-mail : sans confirmation, vous ne recevrez rien.\n\n{agency}',
    },
    en: {
      subject: 'Confirm your subscription to the {agency} newsletter',
      body: 'Hello {name},\n\nOpen this link to confirm that you want to receive our newsletter:\n{confirmUrl}\n\nDid not ask for this? Then ignore this e-mail: without confirmation you will receive nothing.\n\n{agency}',
    },
    de: {
      subject: 'Bestätigen Sie Ihre Anmeldung zum Newsletter von {agency}',
      body: 'Hallo {name},\n\nöffnen Sie diesen Link, um zu bestätigen, dass Sie unseren Newsletter erhalten möchten:\n{confirmUrl}\n\nSie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.\n\n{agency}',
    },
  },
  'document-links': {
    nl: {
      subject: 'De documenten die u vroeg bij {agency}',
      body: 'Beste {name},\n\nHier zijn de documenten van dit pand:\n{listing}\n\n{documents}\n\nDe links werken tot {expires}. Daarna kunt u de documenten opnieuw aanvragen op de pagina van het pand.\n\nMet vriendelijke groeten,\n{agency}',
    },
    fr: {
      subject: 'Les documents demandés à {agency}',
      body: 'Bonjour {name},\n\nVoici les documents de ce bien :\n{listing}\n\n{documents}\n\nLes liens sont valables jusqu’au {expires}. Ensuite, vous pourrez redemander les documents sur la page du bien.\n\nBien cordialement,\n{agency}',
    },
    en: {
      subject: 'The documents you requested from {agency}',
      body: 'Dear {name},\n\nHere are the documents of this property:\n{listing}\n\n{documents}\n\nThe links work until {expires}. After that you can request the documents again on the property’s page.\n\nKind regards,\n{agency}',
    },
    de: {
      subject: 'Die bei {agency} angeforderten Dokumente',
      body: 'Guten Tag {name},\n\nhier sind die Dokumente dieser Immobilie:\n{listing}\n\n{documents}\n\nDie Links sind gültig bis {expires}. Danach können Sie die Dokumente auf der Seite der Immobilie erneut anfordern.\n\nMit freundlichen Grüßen\n{agency}',
    },
  },
};
