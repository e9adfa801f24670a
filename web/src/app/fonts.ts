import localFont from 'next/font/local';

/** Inter (variable), from the @fontsource-variable/inter package: served by the site itself, no font CDN. */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
});
