import { cmsUrl, siteReadToken } from './env';

/**
 * A view of a listing, for the CMS to count: it counts one per visitor and listing per 30 minutes, so it
 * is told who the visitor is (the address and user agent, which it only hashes). Only with the site's
 * token does the CMS believe them. An owner's portal session goes along: the owner's own visits are no views.
 */
export async function recordListingView(
  externalId: number,
  visitor: { readonly address: string; readonly userAgent: string; readonly ownerSession: string },
): Promise<number> {
  const token = siteReadToken();
  const response = await fetch(`${cmsUrl()}/api/views/${externalId}`, {
    method: 'POST',
    cache: 'no-store',
    signal: AbortSignal.timeout(5_000),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(visitor.address ? { 'x-coast-client-ip': visitor.address } : {}),
      'x-coast-client-agent': visitor.userAgent.slice(0, 512),
      ...(visitor.ownerSession ? { 'x-owner-session': visitor.ownerSession } : {}),
    },
  });
  return response.status;
}
