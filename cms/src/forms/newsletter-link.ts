import crypto from 'node:crypto';

/**
 * The newsletter's confirmation link (double opt-in): the sign-up's id and an HMAC of it with
 * FORM_LINK_SECRET, so only the mail's recipient can confirm, and nothing about the person is in the link.
 */
export function confirmationToken(documentId: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`newsletter:${documentId}`).digest('base64url');
}

export function isConfirmationToken(documentId: string, token: string, secret: string): boolean {
  const expected = Buffer.from(confirmationToken(documentId, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The link in the mail: the site's route, which asks the CMS and then shows the thank-you page. */
export const confirmationUrl = (siteUrl: string, locale: string, documentId: string, secret: string) =>
  `${siteUrl}/api/forms/confirm/?lang=${locale}&id=${encodeURIComponent(documentId)}&token=${confirmationToken(documentId, secret)}`;
