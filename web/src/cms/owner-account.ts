import type { Locale } from '@coast/domain';
import { cmsUrl, siteReadToken } from './env';

/**
 * The owner portal's account calls to the CMS (cms/src/api/owner-account). The session secret travels
 * from the owner's httpOnly cookie to the CMS in X-Owner-Session; the CMS keeps only its hash.
 */
const TIMEOUT_MS = 15_000;

export interface OwnerAnswer {
  readonly status: number;
  readonly body: Readonly<Record<string, unknown>>;
}

async function call(pathname: string, init: { method: 'GET' | 'POST'; body?: unknown; session?: string; clientAddress?: string }): Promise<OwnerAnswer> {
  const token = siteReadToken();
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method: init.method,
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.clientAddress ? { 'x-coast-client-ip': init.clientAddress } : {}),
      ...(init.session ? { 'x-owner-session': init.session } : {}),
    },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown> | null;
  return { status: response.status, body: body ?? {} };
}

export const ownerLogin = (email: unknown, password: unknown, clientAddress: string) =>
  call('/api/owner/login', { method: 'POST', body: { email, password }, clientAddress });

export const ownerLogout = (session: string) => call('/api/owner/logout', { method: 'POST', session });

export const ownerForgotPassword = (email: unknown, clientAddress: string) =>
  call('/api/owner/forgot-password', { method: 'POST', body: { email }, clientAddress });

export const ownerSetPassword = (body: unknown) => call('/api/owner/set-password', { method: 'POST', body });

export interface OwnerIdentity {
  readonly email: string;
  readonly name: string;
  readonly language: string | null;
}

/** The owner behind a session secret, or null (unknown, idle, expired or ended). */
export async function ownerOfSession(session: string): Promise<OwnerIdentity | null> {
  if (!session) return null;
  const answer = await call('/api/owner/session', { method: 'GET', session });
  const owner = answer.status === 200 ? (answer.body.owner as Record<string, unknown> | undefined) : undefined;
  if (!owner || typeof owner.email !== 'string') return null;
  return {
    email: owner.email,
    name: typeof owner.name === 'string' ? owner.name : owner.email,
    language: typeof owner.language === 'string' ? owner.language : null,
  };
}

export interface PortalListing {
  readonly externalId: number;
  readonly title: string;
  readonly city: string;
}

export interface PortalViews {
  readonly today: number;
  readonly week: number;
  readonly month: number;
  readonly total: number;
  readonly last30: readonly { readonly day: string; readonly views: number }[];
}

/** The session's owner's listings, titled in `locale` when the CRM gave a title in it ([] when the session is not valid). */
export async function portalListings(session: string, locale: Locale): Promise<PortalListing[]> {
  const answer = await call(`/api/owner/listings?locale=${locale}`, { method: 'GET', session });
  return answer.status === 200 && Array.isArray(answer.body.listings) ? (answer.body.listings as PortalListing[]) : [];
}

/** One listing's views, only when it is the session owner's (null otherwise: the CMS checks ownership). */
export async function portalListingViews(session: string, externalId: number): Promise<PortalViews | null> {
  const answer = await call(`/api/owner/listings/${externalId}?parts=views`, { method: 'GET', session });
  const listing = answer.status === 200 ? (answer.body.listing as { views?: PortalViews } | undefined) : undefined;
  return listing?.views ?? null;
}
