import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { publicDocuments, type PublicDocument } from '@coast/domain';

/**
 * The links of a document request's mail. A listing's documents live at the feed's addresses (the
 * provider's document server; the listing page links them as they are); a mail links to the site's
 * /api/documents/ instead, with the listing, a reference to one document, an expiry and an HMAC of the
 * three with FORM_LINK_SECRET. Opening one checks the signature, then the expiry, then looks the
 * document up among the listing's public documents as they are now, and only then gives its address:
 * a private document (feedDocuments) is never among them, whatever a link says, and a document that
 * has left the listing, or a listing that has left the site, is gone.
 */
export interface DocumentLink {
  /** The listing's feed reference (externalId). */
  readonly listing: number;
  /** The document's reference: the first 16 hex digits of the SHA-256 of its address (no address in the link). */
  readonly ref: string;
  /** When the link stops working, in seconds since 1970. */
  readonly expires: number;
}

export const documentRef = (url: string) => crypto.createHash('sha256').update(url).digest('hex').slice(0, 16);

const signature = (link: DocumentLink, secret: string) =>
  crypto.createHmac('sha256', secret).update(`document:${link.listing}:${link.ref}:${link.expires}`).digest('base64url');

/** The link in the mail: the site's route (web/src/app/api/documents/route.ts), in the visitor's language. */
export function documentLinkUrl(siteUrl: string, locale: string, link: DocumentLink, secret: string): string {
  const query = new URLSearchParams({
    lang: locale,
    listing: String(link.listing),
    doc: link.ref,
    expires: String(link.expires),
    sig: signature(link, secret),
  });
  return `${siteUrl}/api/documents/?${query.toString()}`;
}

/** A listing's public documents, only while it is on the site (re-checked with @coast/domain's rule). */
export async function listingPublicDocuments(strapi: Core.Strapi, externalId: number): Promise<PublicDocument[]> {
  const found = (await strapi.db.query('api::property.property').findOne({
    where: { externalId, isInFeed: true },
    select: ['id'],
    populate: ['documents'],
  })) as { documents?: Array<{ name?: string | null; url?: string | null; size?: number | null }> } | null;
  return publicDocuments(found?.documents ?? []);
}

export type OpenedDocument =
  | { readonly status: 200; readonly body: { ok: true; url: string; name: string } }
  | { readonly status: 403; readonly body: { ok: false; reason: 'invalid' } }
  | { readonly status: 410; readonly body: { ok: false; reason: 'expired' | 'gone'; listing: number } };

const text = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : null);

/** A link's parts as the site forwards them: a signed, unexpired link to a public document gives its address. */
export async function openDocumentLink(strapi: Core.Strapi, secret: string, input: unknown, now = Date.now()): Promise<OpenedDocument> {
  const parts = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const listing = text(parts.listing, /^\d{1,12}$/);
  const ref = text(parts.doc, /^[0-9a-f]{16}$/);
  const expires = text(parts.expires, /^\d{1,12}$/);
  const given = text(parts.sig, /^[A-Za-z0-9_-]{1,100}$/);
  const invalid = { status: 403, body: { ok: false, reason: 'invalid' } } as const;
  if (!listing || !ref || !expires || !given) return invalid;
  const link: DocumentLink = { listing: Number(listing), ref, expires: Number(expires) };
  const expected = Buffer.from(signature(link, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return invalid;
  if (link.expires * 1000 <= now) return { status: 410, body: { ok: false, reason: 'expired', listing: link.listing } };
  const document = (await listingPublicDocuments(strapi, link.listing)).find((d) => documentRef(d.url) === ref);
  if (!document) return { status: 410, body: { ok: false, reason: 'gone', listing: link.listing } };
  return { status: 200, body: { ok: true, url: document.url, name: document.name } };
}
