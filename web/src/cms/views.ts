import { cmsUrl, siteReadToken } from './env';

/** One more view today for a listing (the CMS counts per listing per day; nothing about the visitor is sent). */
export async function recordListingView(externalId: number): Promise<number> {
  const token = siteReadToken();
  const response = await fetch(`${cmsUrl()}/api/views/${externalId}`, {
    method: 'POST',
    cache: 'no-store',
    signal: AbortSignal.timeout(5_000),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.status;
}
