import localFont from 'next/font/local';

/** Inter (variable), from the @fontsource-variable/inter package: served by the site itself, no font CDN. */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  // No late swap: the font is preloaded; if it is not there for the first paint, the size-adjusted
  // fallback stays for this page view (LCP is never delayed by the font, no layout shift).
  display: 'optional',
  adjustFontFallback: 'Arial',
});
