import { visitorAddress } from '@/cms/forms';
import { recordListingView } from '@/cms/views';
import { isNotAView } from '@/views/is-bot';
import { sessionSecretOf } from '@/owner/session-cookie';
import { BODY_LIMITS } from '@/http/body-limits';
import { readBody, withBodyLimit } from '@/http/read-body';

/**
 * POST /api/views/<externalId>: the listing page's beacon. No cookie is set; the only one read is an owner's
 * portal session, passed on so the CMS does not count owners looking at their own listing. Bots and
 * prefetches are skipped; the CMS counts one view per visitor (address and user agent, hashed) and listing per 30 minutes.
 */
export function POST(request: Request, context: { params: Promise<{ externalId: string }> }) {
  return withBodyLimit(() => view(request, context));
}

async function view(request: Request, { params }: { params: Promise<{ externalId: string }> }) {
  // The beacon sends nothing: a body is only read to refuse a large one.
  await readBody(request, BODY_LIMITS.beacon);
  const externalId = Number((await params).externalId);
  const headers = { 'Cache-Control': 'no-store' };
  if (!Number.isSafeInteger(externalId) || externalId <= 0) return new Response(null, { status: 404, headers });
  if (isNotAView(request.headers)) return new Response(null, { status: 204, headers });
  const visitor = {
    address: visitorAddress(request.headers.get('x-forwarded-for')),
    userAgent: request.headers.get('user-agent') ?? '',
    ownerSession: sessionSecretOf(request),
  };
  const status = await recordListingView(externalId, visitor).catch(() => 503);
  return new Response(null, { status: status === 204 ? 204 : status === 404 ? 404 : 503, headers });
}
