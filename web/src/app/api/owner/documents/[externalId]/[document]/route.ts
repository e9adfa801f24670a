import { parseExternalId } from '@coast/domain';
import { portalDocument } from '@/cms/owner-portal';
import { sessionSecretOf } from '@/owner/session-cookie';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/owner/documents/<externalId>/<document>/: one of the owner's private documents, with the session
 * from the owner's cookie; the CMS answers only for the listing's owner. Anything else is the same 404,
 * whatever the reason (not logged in, another owner's, missing), with nothing of the document.
 */
export async function GET(request: Request, { params }: { params: Promise<{ externalId: string; document: string }> }) {
  const { externalId: asked, document } = await params;
  const externalId = parseExternalId(asked);
  const file = externalId === null ? null : await portalDocument(sessionSecretOf(request), externalId, document).catch(() => null);
  if (!file) return Response.json({ error: 'NotFound' }, { status: 404, headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  for (const name of ['content-type', 'content-length', 'content-disposition']) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  headers.set('X-Robots-Tag', 'noindex');
  return new Response(file.body, { status: 200, headers });
}
