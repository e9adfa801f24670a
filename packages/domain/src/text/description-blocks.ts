import { decodeHtmlEntities } from './html-entities';

/** A piece of a listing's description: a paragraph (its lines kept) or a bullet list. */
export type DescriptionBlock = { readonly kind: 'paragraph'; readonly lines: readonly string[] } | { readonly kind: 'list'; readonly items: readonly string[] };

/** '- 2 slaapkamers', '• Terras', '* Garage', '– Tuin': a bullet line of a plain-text description. */
const BULLET = /^\s*(?:[-•*–—·▪]|\d+[.)])\s+/;

/** One line of text: entities decoded, whitespace (no-break spaces too) collapsed, trimmed. */
const cleanLine = (line: string) => decodeHtmlEntities(line).replace(/\s+/g, ' ').trim();

/**
 * HTML to plain text with the structure spelled in line breaks (the spec's rule: HTML and entities
 * stripped): paragraphs and block ends become blank lines, <br> a line break, <li> a '- ' bullet line;
 * scripts, styles and comments are dropped, every other tag removed. Tags go before entities are
 * decoded, so an encoded '&lt;b&gt;' stays visible text.
 */
function htmlToLines(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(?:p|div|ul|ol|h[1-6]|section|article|blockquote|table|tr)\b[^>]*>/gi, '\n\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, '');
}

/**
 * A listing's description as blocks that keep its paragraphs, line breaks and bullet lines
 * ("Troeven:\n- 2 slaapkamers\n- Terras"), from plain text or HTML alike. Consecutive bullet lines make
 * one list; a blank line ends a paragraph. Empty input: no blocks.
 */
export function descriptionBlocks(text: string | null | undefined): DescriptionBlock[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const blocks: DescriptionBlock[] = [];
  let lines: string[] = [];
  let items: string[] = [];
  const flushParagraph = () => {
    if (lines.length) blocks.push({ kind: 'paragraph', lines });
    lines = [];
  };
  const flushList = () => {
    if (items.length) blocks.push({ kind: 'list', items });
    items = [];
  };
  for (const raw of htmlToLines(text).split('\n')) {
    if (raw.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    if (BULLET.test(raw)) {
      const item = cleanLine(raw.replace(BULLET, ''));
      if (!item) continue;
      flushParagraph();
      items.push(item);
      continue;
    }
    const line = cleanLine(raw);
    if (!line) continue;
    flushList();
    lines.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}
