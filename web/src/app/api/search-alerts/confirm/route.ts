import { askCms, linkOf, linkPageResponse } from '@/search-alerts/link-route';

/**
 * /api/search-alerts/confirm/?lang=&id=&exp=&token=: the double opt-in's link. GET only asks, with a
 * button that POSTs here (mail scanners open links; nothing is checked or changed yet). POST confirms:
 * a page saying so, with the way to the manage page; a changed link 403, an expired one (7 days) or a
 * deleted registration 410, the CMS out of reach 503, each in the visitor's language.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  return linkPageResponse('confirmAsk', url.searchParams.get('lang'), { post: `${url.pathname}${url.search}` });
}

export async function POST(request: Request) {
  const params = new URL(request.url).searchParams;
  const { state, lang } = await askCms('confirm', linkOf(params));
  return linkPageResponse(state === 'ok' ? 'confirmed' : state, lang ?? params.get('lang'));
}
