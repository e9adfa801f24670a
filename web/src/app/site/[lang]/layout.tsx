import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { isLocale, type Locale } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { getRoutingContext } from '@/routing/context';
import { BUILD_SENTINEL_LANG } from '@/routing/build-sentinel';
import { ConsentRoot } from '@/consent/consent-root';
import { pageNonce } from '@/security/headers';
import { EarlyPress } from '@/ui/early-press';
// The site's one style sheet (its comment says why one).
import '../../styles/site.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

/** `<html lang>`: the path's language code when enabled, else the site's default language. */
async function htmlLang(lang: string): Promise<Locale> {
  if (lang === BUILD_SENTINEL_LANG) return 'nl';
  const { settings } = await getRoutingContext();
  return isLocale(lang) && settings.enabled.includes(lang) ? lang : settings.defaultLocale;
}

/**
 * Root layout: the document and its language. The language comes from the internal route's
 * first segment (set by src/proxy.ts), never from the request, so every page can be cached whole.
 * Each screen renders its own header and footer (chrome/); the cookie question is the document's own.
 * The early-press script comes first, so a button pressed before the page's scripts have run is kept.
 */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale = await htmlLang(lang);
  return (
    <html lang={locale}>
      <body>
        <EarlyPress nonce={pageNonce()} />
        {children}
        {lang === BUILD_SENTINEL_LANG ? null : <ConsentRoot locale={locale} />}
      </body>
    </html>
  );
}
