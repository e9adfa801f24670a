/** The words for 'box' a feed writes before the number: Dutch 'bus', French 'boîte'/'bte', English 'box'. */
const BOX_WORD = /^(?:bus|bte|bt|boîte|boite|box|b\.)(?:\.?\s+|\.|$)/iu;

/**
 * The box number of an address without the word for 'box' the feed sometimes puts in it ('bus 32',
 * 'bte 3', 'boîte 3', 'box 3', 'b. 3'): the site writes that word itself in the page's language
 * ('bus 32', 'boîte 32', 'box 32', 'Bus 32'). Blank, or the word alone, gives null.
 */
export function boxNumber(raw: string | null | undefined): string | null {
  const value = raw?.trim().replace(BOX_WORD, '').trim();
  return value ? value : null;
}
