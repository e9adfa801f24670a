import { toLocale, type Locale } from '@coast/domain';
import { confirmNewsletterSignUp } from '@/cms/forms';
import { newsletterConfirmPage } from '@/newsletter/confirm-page';
import { getRoutingContext } from '@/routing/context';
import { homePath } from '@/routing/path-table';
import { thankYouOrHome } from '@/routing/thank-you-path';

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex' };

async function languageOf(params: URLSearchParams): Promise<{ locale: Locale; table: Awaited<ReturnType<typeof getRoutingContext>>['table'] }> {
  const { table, settings } = await getRoutingContext();
  const wanted = toLocale(params.get('lang'), settings.defaultLocale);
  return { locale: settings.enabled.includes(wanted) ? wanted : settings.defaultLocale, table };
}

/**
 * /api/forms/confirm/?lang=&id=&token=: the link in a newsletter sign-up's mail (double opt-in). GET only
 * asks, in the visitor's language, with a button that POSTs here: mail scanners open links, and a GET
 * confirms nothing.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const { locale, table } = await languageOf(url.searchParams);
  return new Response(newsletterConfirmPage(locale, `${url.pathname}${url.search}`, homePath(table, locale)), {
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** The button: confirmed, the newsletter's thank-you page; a wrong or damaged link, the home page (nothing confirmed). 303: the browser GETs it. */
export async function POST(request: Request) {
  const params = new URL(request.url).searchParams;
  const { locale, table } = await languageOf(params);
  const confirmed = await confirmNewsletterSignUp(params.get('id') ?? '', params.get('token') ?? '').catch(() => false);
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: confirmed ? thankYouOrHome(table, 'sign-newsletter', locale) : homePath(table, locale) },
  });
}
