import { recordListingView } from '@/cms/views';
import { isNotAView } from '@/views/is-bot';

/** POST /api/views/<listing id>: the listing page's beacon. No cookie is read or set; bots and prefetches are skipped. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const headers = { 'Cache-Control': 'no-store' };
  if (!Number.isSafeInteger(id) || id <= 0) return new Response(null, { status: 404, headers });
  if (isNotAView(request.headers)) return new Response(null, { status: 204, headers });
  const status = await recordListingView(id).catch(() => 503);
  return new Response(null, { status: status === 204 ? 204 : status === 404 ? 404 : 503, headers });
}
