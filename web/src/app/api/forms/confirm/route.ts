import { toLocale } from '@coast/domain';
import { redirect } from 'next/navigation';
import { confirmNewsletterSignUp } from '@/cms/forms';
import { getRoutingContext } from '@/routing/context';
import { homePath } from '@/routing/path-table';
import { thankYouOrHome } from '@/routing/thank-you-path';

/**
 * GET /api/forms/confirm/?lang=&id=&token=: the link in a newsletter sign-up's mail (double opt-in).
 * Confirmed: the newsletter's thank-you page in the visitor's language; a wrong or damaged link: the
 * home page (nothing was confirmed).
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const { table, settings } = await getRoutingContext();
  const wanted = toLocale(params.get('lang'), settings.defaultLocale);
  const locale = settings.enabled.includes(wanted) ? wanted : settings.defaultLocale;
  const confirmed = await confirmNewsletterSignUp(params.get('id') ?? '', params.get('token') ?? '').catch(() => false);
  redirect(confirmed ? thankYouOrHome(table, 'sign-newsletter', locale) : homePath(table, locale));
}
