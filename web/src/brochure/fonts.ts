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

let registered = false;

/** Registers the font once per process; no hyphenation (words stay whole, as on the page). */
export function registerBrochureFont(): void {
  if (registered) return;
  Font.register({
    family: BROCHURE_FONT,
    fonts: [
      { src: fontFile(FILES[400]), fontWeight: 400 },
      { src: fontFile(FILES[700]), fontWeight: 700 },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
