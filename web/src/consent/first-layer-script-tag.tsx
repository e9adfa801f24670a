'use client';

// The first layer's inline script, written into the HTML by the server only. `typeof window` is decided
// at build time: the browser's bundle holds neither the script's text nor its code, and the page's flight
// data only this component's name, so the script is in every page once instead of twice (as a server
// element's text it was also copied into the flight data for hydration, which never runs it again).
const serverScript: string =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./first-layer-script') as typeof import('./first-layer-script')).firstLayerScript()
    : '';

export function FirstLayerScriptTag({ nonce }: { readonly nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: serverScript }} suppressHydrationWarning />;
}
