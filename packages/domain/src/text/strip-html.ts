import { decodeHtmlEntities } from './html-entities';

/**
 * Plain text from a listing or article HTML: script/style content and comments dropped, tags removed
 * (block ends and <br> become a space so words do not stick together), entities decoded, whitespace
 * (including no-break spaces) collapsed to one space, trimmed. Tags go before entities are decoded, so
 * an encoded '&lt;b&gt;' stays as visible text.
 */
export function stripHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return decodeHtmlEntities(withoutTags).replace(/\s+/g, ' ').trim();
}
