import { existsSync } from 'node:fs';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/** The site's typeface in the PDF: Inter (static Latin files of @fontsource/inter; react-pdf takes WOFF, not the site's variable WOFF2). */
export const BROCHURE_FONT = 'Inter';

const FILES = { 400: 'inter-latin-400-normal.woff', 700: 'inter-latin-700-normal.woff' } as const;

/** The package's folder: `next start` runs in web/ (its node_modules links the package). */
function fontFile(name: string): string {
  const candidates = [path.join(process.cwd(), 'node_modules'), path.join(process.cwd(), 'web', 'node_modules')].map((dir) =>
    path.join(dir, '@fontsource', 'inter', 'files', name),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`Brochure font ${name} not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Ranges whose characters a brochure's text uses: they claim a glyph first when the font shares it (U+2019 before U+02BC). */
const TEXT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x24f], // Basic Latin to Latin Extended-B
  [0x2000, 0x206f], // General Punctuation: quotes, dashes, ellipsis
  [0x20a0, 0x20cf], // Currency symbols: €
];

interface GlyphSource {
  readonly characterSet: readonly number[];
  glyphForCodePoint(codePoint: number): unknown;
}

/**
 * fontkit caches each glyph with the characters of its first request, and every later document's
 * text layer (copy, search, screen readers) reuses them: a glyph first met without its character
 * (in a substitution) or under another code point that shares it would put the wrong character into
 * the next brochure. Asking for every mapped character once, text characters first, fixes that cache.
 */
function primeGlyphCache(font: GlyphSource): void {
  const inText = (cp: number) => TEXT_RANGES.some(([from, to]) => cp >= from && cp <= to);
  for (const cp of font.characterSet) if (inText(cp)) font.glyphForCodePoint(cp);
  for (const cp of font.characterSet) if (!inText(cp)) font.glyphForCodePoint(cp);
}

let ready: Promise<void> | null = null;

/** Registers and loads the font once per process, its glyph cache primed; no hyphenation (words stay whole, as on the page). */
export function loadBrochureFont(): Promise<void> {
  ready ??= (async () => {
    Font.register({
      family: BROCHURE_FONT,
      fonts: Object.entries(FILES).map(([weight, file]) => ({ src: fontFile(file), fontWeight: Number(weight) })),
    });
    Font.registerHyphenationCallback((word) => [word]);
    for (const fontWeight of Object.keys(FILES).map(Number)) {
      await Font.load({ fontFamily: BROCHURE_FONT, fontWeight });
      const source = Font.getFont({ fontFamily: BROCHURE_FONT, fontWeight }) as { data: unknown } | null;
      if (source?.data && typeof source.data === 'object' && 'characterSet' in source.data) primeGlyphCache(source.data as GlyphSource);
    }
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}
