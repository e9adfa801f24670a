/**
 * The mails the forms send, each with a template per language (the `mail-template` collection):
 * - agency-notification: to the agency, reply-to the visitor, listing every field;
 * - visitor-confirmation: to the visitor, in the visitor's language;
 * - friend-recommendation: to the friend of "send to a friend": a fixed text around the sender's name,
 *   short note and the link (never free HTML);
 * - newsletter-confirmation: to a newsletter sign-up, with the link that confirms it (double opt-in);
 * - document-links: to a visitor who asked for a listing's documents, a signed link to each public one
 *   that expires (forms/document-links.ts).
 */
export const MAIL_KINDS = ['agency-notification', 'visitor-confirmation', 'friend-recommendation', 'newsletter-confirmation', 'document-links'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The placeholders each template may use ({name}); the admin's help lists them. */
export const MAIL_PLACEHOLDERS: Readonly<Record<MailKind, readonly string[]>> = {
  'agency-notification': ['form', 'name', 'email', 'phone', 'language', 'listing', 'details', 'date', 'agency'],
  'visitor-confirmation': ['form', 'name', 'listing', 'details', 'agency'],
  'friend-recommendation': ['sender', 'senderEmail', 'friend', 'link', 'note', 'agency'],
  'newsletter-confirmation': ['name', 'confirmUrl', 'agency'],
  'document-links': ['name', 'listing', 'documents', 'expires', 'agency'],
};
