import { DESCRIPTION_LIMIT } from './limits';
import { stripHtml } from './strip-html';
import { truncateText } from './truncate';

/** A description teaser: HTML and entities stripped, then cut (default 250 characters). */
export function cleanDescription(html: string | null | undefined, limit: number = DESCRIPTION_LIMIT): string {
  return truncateText(stripHtml(html), limit);
}
