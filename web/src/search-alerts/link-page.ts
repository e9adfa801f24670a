import type { Locale } from '@coast/domain';
import { escapeHtml, messagePage } from '@/ui/message-page';
import { searchAlertTexts, type SearchAlertText } from './texts';

/** What a registered search's link led to. */
export type SearchLinkState = 'confirmAsk' | 'confirmed' | 'unsubscribeAsk' | 'unsubscribed' | 'invalid' | 'expired' | 'gone' | 'unavailable';

/** Each state's HTTP status: done (200), refused (403), past its time or nothing left (410), try again (503). */
export const SEARCH_LINK_STATUS: Readonly<Record<SearchLinkState, number>> = {
  confirmAsk: 200,
  confirmed: 200,
  unsubscribeAsk: 200,
  unsubscribed: 200,
  invalid: 403,
  expired: 410,
  gone: 410,
  unavailable: 503,
};

/**
 * The small page a search link answers with, in the visitor's language (a route handler sets its status,
 * which an App Router page cannot): a title, what happened, where to go next. The confirmation and
 * unsubscribe links' GET asks with a button that POSTs (a mail scanner opening links must change nothing).
 */
export function searchLinkPage(
  state: SearchLinkState,
  locale: Locale,
  next: { readonly home: string; readonly manage?: string; readonly post?: string },
): string {
  const text = (key: SearchAlertText) => escapeHtml(searchAlertTexts(locale, key));
  const title = text(`${state}Title`);
  const button = state === 'confirmAsk' ? text('confirmButton') : text('unsubscribeButton');
  const form = next.post ? `<form method="post" action="${escapeHtml(next.post)}"><button type="submit">${button}</button></form>` : '';
  const manage = next.manage ? `<p><a href="${escapeHtml(next.manage)}">${text('manageLink')}</a></p>` : '';
  return messagePage(locale, title, text(`${state}Text`), `${form}${manage}<p><a href="${escapeHtml(next.home)}">${text('toHome')}</a></p>`);
}
