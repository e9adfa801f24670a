/**
 * Text as the brochure's font can draw it. The PDF embeds Inter's Latin subset (@fontsource/inter):
 * French prices group with a narrow no-break space (U+202F), which it lacks, so they get the plain
 * no-break space; subscript digits (CO₂) become digits; other letters outside the subset lose their
 * accents, and what is still missing is left out rather than drawn as a box.
 */
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** Inter's Latin subset, as @fontsource ships it (its unicode-range). */
const COVERED: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

const covered = (char: string) => {
  const code = char.codePointAt(0)!;
  return COVERED.some(([from, to]) => code >= from && code <= to);
};

export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\u202f/g, '\u00a0').replace(/[₀-₉]/g, (d) => String(SUBSCRIPT_DIGITS.indexOf(d)))) {
    if (covered(char)) out += char;
    else out += [...char.normalize('NFKD')].filter((c) => covered(c) && !/\p{M}/u.test(c)).join('');
  }
  return out;
}
