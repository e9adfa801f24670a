import { FORM_BODY_MAX_BYTES, type SubmittableForm, type UploadForm } from '@coast/domain';
import { cmsUrl, siteReadToken } from './env';

/**
 * The visitor forms' calls to the CMS (README, "Visitor forms"). The browser posts to the site itself
 * (same origin: the CSP's connect-src 'self' holds, the CMS need not be public); the site's server
 * forwards with its token and states the visitor's address in X-Coast-Client-Ip, which the CMS believes
 * only with that token (its rate limit counts per visitor, not per site server).
 */
const TIMEOUT_MS = 15_000;
/** A post with documents streams at the visitor's upload speed: as long as the CMS itself waits for a request (config/server.ts). */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface CmsAnswer {
  readonly status: number;
  readonly body: unknown;
}

async function call(pathname: string, init: RequestInit & { clientAddress?: string; contentType?: string; timeoutMs?: number }): Promise<CmsAnswer> {
  const token = siteReadToken();
  const { clientAddress, contentType, timeoutMs = TIMEOUT_MS, ...rest } = init;
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    ...rest,
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      ...(rest.body ? { 'content-type': contentType ?? 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientAddress ? { 'x-coast-client-ip': clientAddress } : {}),
    },
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: null };
  }
}

/** A visitor's form, forwarded as sent (at most FORM_BODY_MAX_BYTES; the CMS checks everything). */
export function forwardSubmission(form: SubmittableForm, body: string, clientAddress: string): Promise<CmsAnswer> {
  if (Buffer.byteLength(body) > FORM_BODY_MAX_BYTES) return Promise.resolve({ status: 413, body: { ok: false, reason: 'tooLarge', errors: {} } });
  return call(`/api/forms/${form}`, { method: 'POST', body, clientAddress });
}

/**
 * A visitor's form with documents (multipart/form-data), streamed to the CMS as it arrives: never held
 * whole here (the caller cuts the stream at its limit). The CMS reads the parts, checks each file's
 * content and answers as for JSON.
 */
export function forwardUpload(form: UploadForm, bounded: ReadableStream<Uint8Array>, contentType: string, clientAddress: string): Promise<CmsAnswer> {
  // `duplex: 'half'` lets fetch send a stream (Node's fetch requires it; the DOM's RequestInit does not know it yet).
  const init = { method: 'POST', body: bounded, duplex: 'half', contentType, clientAddress, timeoutMs: UPLOAD_TIMEOUT_MS } as RequestInit & {
    clientAddress: string;
    contentType: string;
    timeoutMs: number;
  };
  return call(`/api/forms/${form}`, init);
}

/** A fresh captcha challenge for the ALTCHA widget. */
export function captchaChallenge(): Promise<CmsAnswer> {
  return call('/api/forms/challenge', { method: 'GET' });
}

/** Confirms a newsletter sign-up from its mail's link. */
export async function confirmNewsletterSignUp(id: string, token: string): Promise<boolean> {
  const answer = await call('/api/forms/sign-newsletter/confirm', { method: 'POST', body: JSON.stringify({ id, token }) });
  return answer.status === 200;
}

/**
 * The visitor's address as the site's server got it: the last X-Forwarded-For entry, which is the one
 * the proxy in front (nginx, `$proxy_add_x_forwarded_for`) or Next itself (when there is no proxy and
 * the browser sent none) wrote.
 */
export function visitorAddress(forwardedFor: string | null): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const last = entries.at(-1) ?? '';
  return last.replace(/^::ffff:/, '');
}

/** What the CMS says of a document request's link: the document's address, or why not (and of which listing: its externalId). */
export type OpenedDocumentLink =
  | { readonly kind: 'document'; readonly url: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' | 'gone'; readonly externalId: number | null };

/** Opens a document request's link (its listing, doc, expires and sig as the mail gave them). Throws when the CMS cannot answer. */
export async function openDocumentLink(parts: Readonly<Record<string, string>>): Promise<OpenedDocumentLink> {
  const answer = await call('/api/forms/document-request/open', { method: 'POST', body: JSON.stringify(parts) });
  const body = (answer.body ?? {}) as { url?: unknown; reason?: unknown; listing?: unknown };
  if (answer.status === 200 && typeof body.url === 'string' && body.url.startsWith('https://')) return { kind: 'document', url: body.url };
  if (answer.status === 403) return { kind: 'invalid' };
  if (answer.status === 410 && (body.reason === 'expired' || body.reason === 'gone'))
    return { kind: body.reason, externalId: typeof body.listing === 'number' && Number.isInteger(body.listing) ? body.listing : null };
  throw new Error(`The CMS answered a document link with ${answer.status}`);
}

/** What a registered search's links may ask the CMS (cms/src/api/saved-search). */
export type SearchLinkAction = 'confirm' | 'unsubscribe' | 'manage' | 'manage/save' | 'manage/delete';

/** A registered search's link (id, expiry, token) with an action, checked by the CMS; the manage page's save adds its fields. */
export function searchLinkRequest(action: SearchLinkAction, link: { id: string; exp: string; token: string }, data?: unknown): Promise<CmsAnswer> {
  const body = JSON.stringify({ id: link.id, exp: link.exp, token: link.token, ...(data === undefined ? {} : { data }) });
  if (Buffer.byteLength(body) > FORM_BODY_MAX_BYTES) return Promise.resolve({ status: 400, body: { ok: false, reason: 'invalid' } });
  return call(`/api/search-alerts/${action}`, { method: 'POST', body });
}
