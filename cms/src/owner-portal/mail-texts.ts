import type { Localized } from '@coast/domain';

/** The owners' mails: fixed texts in code (no staff template), sent through the outbox. */
export const OWNER_MAIL_KINDS = ['owner-invitation', 'owner-password-reset'] as const;
export type OwnerMailKind = (typeof OWNER_MAIL_KINDS)[number];

interface MailText {
  readonly subject: (agency: string) => string;
  readonly body: (name: string, link: string, agency: string) => string;
}

/** The portal's own mails: fixed texts around a set-password link, in the owner's language. */
export const OWNER_MAIL_TEXTS: Readonly<Record<OwnerMailKind, Localized<MailText>>> = {
  'owner-invitation': {
    nl: {
      subject: (a) => `Uw eigenaarsportaal bij ${a}`,
      body: (n, l, a) =>
        `Beste ${n},\n\n${a} heeft een account voor u aangemaakt in het eigenaarsportaal. Kies uw wachtwoord via deze link (7 dagen geldig, één keer te gebruiken):\n\n${l}\n\nMet vriendelijke groeten,\n${a}`,
    },
    fr: {
      subject: (a) => `Votre portail propriétaire chez ${a}`,
      body: (n, l, a) =>
        `Bonjour ${n},\n\n${a} a créé un compte pour vous sur le portail propriétaire. Choisissez votre mot de passe via ce lien (valable 7 jours, utilisable une fois) :\n\n${l}\n\nBien cordialement,\n${a}`,
    },
    en: {
      subject: (a) => `Your owner portal at ${a}`,
      body: (n, l, a) =>
        `Dear ${n},\n\n${a} has created an owner portal account for you. Choose your password with this link (valid for 7 days, usable once):\n\n${l}\n\nKind regards,\n${a}`,
    },
    de: {
      subject: (a) => `Ihr Eigentümerportal bei ${a}`,
      body: (n, l, a) =>
        `Guten Tag ${n},\n\n${a} hat für Sie ein Konto im Eigentümerportal angelegt. Wählen Sie Ihr Passwort über diesen Link (7 Tage gültig, einmal verwendbar):\n\n${l}\n\nMit freundlichen Grüßen\n${a}`,
    },
  },
  'owner-password-reset': {
    nl: {
      subject: (a) => `Nieuw wachtwoord voor uw eigenaarsportaal bij ${a}`,
      body: (n, l, a) =>
        `Beste ${n},\n\nKies een nieuw wachtwoord via deze link (1 uur geldig, één keer te gebruiken):\n\n${l}\n\nHebt u dit niet gevraagd? Dan mag u deze mail negeren.\n\n${a}`,
    },
    fr: {
      subject: (a) => `Nouveau mot de passe pour votre portail propriétaire chez ${a}`,
      body: (n, l, a) =>
        `Bonjour ${n},\n\nChoisissez un nouveau mot de passe via ce lien (valable 1 heure, utilisable une fois) :\n\n${l}\n\nVous ne l'avez pas demandé ? Ignorez simplement ce message.\n\n${a}`,
    },
    en: {
      subject: (a) => `New password for your owner portal at ${a}`,
      body: (n, l, a) =>
        `Dear ${n},\n\nChoose a new password with this link (valid for 1 hour, usable once):\n\n${l}\n\nDid you not ask for this? Then you can ignore this mail.\n\n${a}`,
    },
    de: {
      subject: (a) => `Neues Passwort für Ihr Eigentümerportal bei ${a}`,
      body: (n, l, a) =>
        `Guten Tag ${n},\n\nWählen Sie über diesen Link ein neues Passwort (1 Stunde gültig, einmal verwendbar):\n\n${l}\n\nHaben Sie das nicht angefordert? Dann können Sie diese Mail ignorieren.\n\n${a}`,
    },
  },
};

/** The site's login page (its path in the owner's language), with the code in the fragment: it never reaches a server log, and the page stays cached. */
export const setPasswordUrl = (siteUrl: string, loginPath: string, code: string) => `${siteUrl}${loginPath}#set-password=${code}`;
