import type { Locale } from '@coast/domain';
import { escapeHtml, messagePage } from '@/ui/message-page';
import { newsletterConfirmTexts } from './confirm-texts';

/** The confirmation link's page: a button that POSTs the link back (a mail scanner's GET confirms nothing). */
export function newsletterConfirmPage(locale: Locale, post: string, home: string): string {
  const text = (key: Parameters<typeof newsletterConfirmTexts>[1]) => escapeHtml(newsletterConfirmTexts(locale, key));
  return messagePage(
    locale,
    text('title'),
    text('text'),
    `<form method="post" action="${escapeHtml(post)}"><button type="submit">${text('button')}</button></form><p><a href="${escapeHtml(home)}">${text('toHome')}</a></p>`,
  );
}
