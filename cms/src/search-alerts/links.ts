import crypto from 'node:crypto';
import type { Locale } from '@coast/domain';

/**
 * The signed links of a registered search (double opt-in, manage page, one-click unsubscribe): the
 * registration's id, what the link may do, its expiry (0: none) and an HMAC of the three with
 * FORM_LINK_SECRET. Nothing about the person is in a link, and one purpose's link cannot do another's.
 */
export type SearchLinkPurpose = 'confirm' | 'manage' | 'unsubscribe';

/** How long the confirmation link works: as long as an unconfirmed registration is kept. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60_000;
/** How long a manage link from a mail works (a newer mail brings a newer one). */
export const MANAGE_LINK_MS = 30 * 24 * 60 * 60_000;

export interface SearchLink {
  readonly id: string;
  readonly expires: number;
  readonly token: string;
}

const sign = (purpose: SearchLinkPurpose, id: string, expires: number, secret: string) =>
  crypto.createHmac('sha256', secret).update(`search:${purpose}:${id}:${expires}`).digest('base64url');

export function signSearchLink(purpose: SearchLinkPurpose, id: string, secret: string, expires = 0): SearchLink {
  return { id, expires, token: sign(purpose, id, expires, secret) };
}

/** 'ok', 'invalid' (changed or forged: checked in constant time) or 'expired' (a true link past its time). */
export function checkSearchLink(purpose: SearchLinkPurpose, link: Partial<Record<keyof SearchLink, unknown>>, secret: string, now = Date.now()) {
  const { id, token } = link;
  const expires = Number(link.expires ?? 0);
  if (typeof id !== 'string' || typeof token !== 'string' || !/^[a-z0-9]{1,64}$/.test(id) || token.length > 100) return 'invalid' as const;
  if (!Number.isSafeInteger(expires) || expires < 0) return 'invalid' as const;
  const expected = Buffer.from(sign(purpose, id, expires, secret));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid' as const;
  return expires !== 0 && expires < now ? ('expired' as const) : ('ok' as const);
}

const query = (locale: Locale, link: SearchLink) => `lang=${locale}&id=${encodeURIComponent(link.id)}&exp=${link.expires}&token=${link.token}`;

/** The site's addresses for each link (its routes ask the CMS): the confirmation, the unsubscribe (GET shows a page, POST is RFC 8058's one click), the manage page. */
export const searchLinkUrls = {
  confirm: (siteUrl: string, locale: Locale, link: SearchLink) => `${siteUrl}/api/search-alerts/confirm/?${query(locale, link)}`,
  unsubscribe: (siteUrl: string, locale: Locale, link: SearchLink) => `${siteUrl}/api/search-alerts/unsubscribe/?${query(locale, link)}`,
  manage: (siteUrl: string, locale: Locale, link: SearchLink) => `${siteUrl}/search-alerts/${locale}/?${query(locale, link)}`,
};
