import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@coast/domain';
import { BUILD_SENTINEL_LANG } from './build-sentinel';

/**
 * Routes outside the CMS route whose first param is the language (the search-alert manage page, the
 * owner portal). The build prerenders only the sentinel: a page prerendered by the build has no
 * request, so its inline scripts carry no nonce and the policy blocks them all. Each real language is
 * rendered with a request instead, with the nonce the proxy hands on (src/security/): the manage page
 * on its first visit, then cached; the portal on every visit.
 */
export function languageRouteBuildParams(): { lang: string }[] {
  return [{ lang: BUILD_SENTINEL_LANG }];
}

/** The path's language (search alerts, owner portal); anything else (the build's sentinel included) is no page. */
export async function languageOfRoute(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
