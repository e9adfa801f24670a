import { searchLinkRequest, type SearchLinkAction } from '@/cms/forms';
import { linkLanguage } from '@/routing/link-language';
import { SEARCH_LINK_STATUS, searchLinkPage, type SearchLinkState } from './link-page';

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex' };

/** A link's parts from its query string. */
export const linkOf = (params: URLSearchParams) => ({ id: params.get('id') ?? '', exp: params.get('exp') ?? '0', token: params.get('token') ?? '' });

/** The CMS's answer to a link as the page to show: done, or why not. */
export async function askCms(action: SearchLinkAction, link: ReturnType<typeof linkOf>): Promise<{ state: 'ok' | SearchLinkState; lang: string | null }> {
  const answer = await searchLinkRequest(action, link).catch(() => null);
  if (!answer || answer.status >= 500) return { state: 'unavailable', lang: null };
  const body = (answer.body ?? {}) as { lang?: unknown; reason?: unknown };
  const lang = typeof body.lang === 'string' ? body.lang : null;
  if (answer.status === 200) return { state: 'ok', lang };
  if (answer.status === 410) return { state: body.reason === 'expired' ? 'expired' : 'gone', lang };
  return { state: 'invalid', lang };
}

/** A page of a search link, in the registration's language when the CMS said it, else the link's. */
export async function linkPageResponse(state: SearchLinkState, lang: string | null, extra: { manage?: string; post?: string } = {}): Promise<Response> {
  const { locale, home } = await linkLanguage(lang);
  return new Response(searchLinkPage(state, locale, { home, ...extra }), {
    status: SEARCH_LINK_STATUS[state],
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
