import { askCms, linkOf, linkPageResponse } from '@/search-alerts/link-route';
import { BODY_LIMITS } from '@/http/body-limits';
import { readBody, withBodyLimit } from '@/http/read-body';

/**
 * /api/search-alerts/unsubscribe/?lang=&id=&exp=0&token=, the address of every search mail's
 * List-Unsubscribe header and visible link. POST (RFC 8058's one click, whatever its body, or the page's
 * button) stops every mail of the registration at once; GET only asks, with that button, because mail
 * scanners open links.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  // Nothing is checked or changed yet: the POST checks the link and says what happened.
  return linkPageResponse('unsubscribeAsk', url.searchParams.get('lang'), { post: `${url.pathname}${url.search}` });
}

export function POST(request: Request) {
  return withBodyLimit(() => unsubscribe(request));
}

async function unsubscribe(request: Request) {
  // RFC 8058's body (List-Unsubscribe=One-Click) or the page's button: only read to refuse a large one.
  await readBody(request, BODY_LIMITS.beacon);
  const params = new URL(request.url).searchParams;
  const { state, lang } = await askCms('unsubscribe', linkOf(params));
  return linkPageResponse(state === 'ok' ? 'unsubscribed' : state, lang ?? params.get('lang'));
}
