import { ELLIPSIS, WORD_BOUNDARY_MIN_SHARE } from './limits';

/**
 * Cuts a text to `limit` characters. A text that fits is returned as is. Otherwise:
 * if the last space at or before the limit lies after 80% of the limit, the cut goes there (whole
 * words); if not, the text is cut hard at the limit (one long word must not eat the teaser). Trailing
 * spaces are dropped and '...' is appended, so the result has at most limit + 3 characters.
 */
export function truncateText(text: string, limit: number): string {
  if (!(limit > 0) || text.length <= limit) return text;
  const boundary = text.lastIndexOf(' ', Math.floor(limit));
  const cutAt = boundary > limit * WORD_BOUNDARY_MIN_SHARE ? boundary : Math.floor(limit);
  return `${text.slice(0, cutAt).trimEnd()}${ELLIPSIS}`;
}
