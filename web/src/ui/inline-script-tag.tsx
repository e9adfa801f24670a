'use client';

// The site's inline scripts, written into the HTML by the server only. `typeof window` is decided at
// build time: the browser's bundle holds neither a script's text nor its code, and the page's flight
// data only this component's name and the script's, so each script is in a page once instead of twice
// (as a server element's text it was also copied into the flight data for hydration, which never runs
// it again).
/* eslint-disable @typescript-eslint/no-require-imports */
const scripts: Readonly<Record<InlineScriptName, string>> =
  typeof window === 'undefined'
    ? {
        'consent-first-layer': (require('@/consent/first-layer-script') as typeof import('@/consent/first-layer-script')).firstLayerScript(),
        'early-press': (require('./early-press-script') as typeof import('./early-press-script')).earlyPressScript(),
      }
    : { 'consent-first-layer': '', 'early-press': '' };
/* eslint-enable @typescript-eslint/no-require-imports */

export type InlineScriptName = 'consent-first-layer' | 'early-press';

export function InlineScriptTag({ name, nonce }: { readonly name: InlineScriptName; readonly nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scripts[name] }} suppressHydrationWarning />;
}
