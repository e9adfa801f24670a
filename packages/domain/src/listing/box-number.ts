/**
 * The word for 'box' a feed may write before the number: Dutch 'bus', French 'boîte'/'bte'/'bt',
 * English 'box' (not followed by a letter: 'Boxtel', 'Busch' stay), or 'b.' followed by a space ('b.4'
 * stays: it reads as block B, unit 4).
 */
const BOX_WORD = /^(?:(?:bus|bo[iî]te|bte|bt|box)(?!\p{L})[.:-]?|b\.(?=\s|$))\s*/iu;

/**
 * The box number of an address without the word for 'box' the feed sometimes puts in it ('bus 32',
 * 'bus32', 'Bus: 3', 'bte 3', 'boîte 3', 'box 3', 'b. 3'): the site writes that word itself in the page's
 * language ('bus 32', 'boîte 32', 'box 32', 'Bus 32'). Blank, or the word alone, gives null.
 */
export function boxNumber(raw: string | null | undefined): string | null {
  const value = raw?.normalize('NFC').trim().replace(BOX_WORD, '').trim();
  return value ? value : null;
}
