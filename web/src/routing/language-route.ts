import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@coast/domain';
import { BUILD_SENTINEL_LANG } from './build-sentinel';

/**
 * Routes outside the CMS route whose first param is the language (the search-alert manage page, the
 * owner portal, which Next asks a value of that root param at build). The build prerenders only the sentinel: a page prerendered by the build has no request,
 * so its inline scripts carry no nonce and the policy blocks them all. Each real language is rendered on
 * its first visit instead, with the nonce the proxy hands on (src/security/), and then cached.
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
