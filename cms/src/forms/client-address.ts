import crypto from 'node:crypto';
import net from 'node:net';

/** The header in which the site's server states the visitor's address when it forwards a form. */
export const CLIENT_ADDRESS_HEADER = 'x-coast-client-ip';
/** And the visitor's user agent, for the views beacon (believed only with the site's token too). */
export const CLIENT_AGENT_HEADER = 'x-coast-client-agent';

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

interface RequestLike {
  readonly ip: string;
  get(name: string): string;
}

/**
 * The visitor's address. Forms reach the CMS through the site's server (one address for every
 * visitor), which states the visitor's address in X-Coast-Client-Ip; that header is believed only on a
 * request carrying the site's token, so nobody else can pick the address a rate limit counts.
 * Otherwise: the connection's address (koa, IS_PROXIED for a proxy's X-Forwarded-For).
 */
export function clientAddress(request: RequestLike, siteToken: string | null): string {
  const stated = request.get(CLIENT_ADDRESS_HEADER).trim();
  const auth = request.get('authorization');
  if (stated && siteToken && auth.startsWith('Bearer ') && sameSecret(auth.slice(7), siteToken) && net.isIP(stated)) return stated;
  return request.ip;
}

/** Whether a request carries the site's token (checked in constant time). */
export function fromSite(request: RequestLike, siteToken: string | null): boolean {
  const auth = request.get('authorization');
  return Boolean(siteToken && auth.startsWith('Bearer ') && sameSecret(auth.slice(7), siteToken));
}

/** What a submission keeps of the address: a salted hash (abuse can be traced, the address is not stored). */
export function hashAddress(address: string, salt: string): string {
  return crypto.createHmac('sha256', salt).update(address).digest('hex');
}
