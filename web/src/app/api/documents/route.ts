import { openDocumentLink } from '@/cms/forms';
import { DOCUMENT_LINK_STATUS, documentLinkPage, type DocumentLinkProblem } from '@/listings/document-link-page';
import { linkLanguage } from '@/routing/link-language';

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };

/**
 * GET /api/documents/?lang=&listing=&doc=&expires=&sig=: a link of a document request's mail. The CMS
 * checks it (cms/src/forms/document-links.ts); a signed, unexpired link to a document that is still
 * public on the listing sends the browser on to the document (302 to its address at the feed's
 * document server, the address the listing page links too). Otherwise a short page in the visitor's
 * language: 403 for a link that was changed, 410 for one that expired or whose document is gone, 503
 * when the CMS cannot be reached; never a 500.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const parts = Object.fromEntries(['listing', 'doc', 'expires', 'sig'].map((key) => [key, params.get(key) ?? '']));
  const answer = await openDocumentLink(parts).catch(() => null);
  if (answer?.kind === 'document') return new Response(null, { status: 302, headers: { ...NO_STORE, Location: answer.url } });

  const { locale, home } = await linkLanguage(params.get('lang'));
  const problem: DocumentLinkProblem = answer ? answer.kind : 'unavailable';
  const externalId = answer && answer.kind !== 'invalid' ? answer.externalId : null;
  const next = externalId ? { href: `/${locale}/property/${externalId}/`, listing: true } : { href: home, listing: false };
  return new Response(documentLinkPage(problem, locale, next), {
    status: DOCUMENT_LINK_STATUS[problem],
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
