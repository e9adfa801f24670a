import { parseExternalId } from '@coast/domain';
import { brochureFileName, loadBrochureModel } from '@/brochure/load-brochure';
import { brochurePdf } from '@/brochure/render-brochure';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /api/brochure/{externalId}/{lang}/: a listing's PDF brochure in a site language, while the listing is in
 * the feed and on offer (404 otherwise). Drawn once per listing, language and change (render-brochure.ts);
 * every other request gets the stored bytes, marked `X-Brochure-Cache: HIT`. Browsers may keep it but
 * must ask again (ETag), so a changed listing is never shown from an old copy.
 */
export async function GET(request: Request, { params }: { params: Promise<{ externalId: string; lang: string }> }) {
  const started = Date.now();
  const { externalId: asked, lang } = await params;
  const externalId = parseExternalId(asked);
  let model;
  try {
    model = externalId === null ? null : await loadBrochureModel(externalId, lang);
  } catch {
    // The CMS did not answer and nothing was cached for this listing yet.
    return new Response('Service unavailable', { status: 503, headers: { 'retry-after': '30', 'cache-control': 'no-store' } });
  }
  if (!model) return notFound();
  const { pdf, etag, renderedAt } = await brochurePdf(model);
  const headers = {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${brochureFileName(model.externalId, model.locale)}"`,
    'cache-control': 'public, max-age=0, must-revalidate',
    etag,
    'x-brochure-cache': renderedAt < started ? 'HIT' : 'MISS',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-length': String(pdf.byteLength) } });
}
