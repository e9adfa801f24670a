import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { toLocale } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { getRoutingContext } from '@/routing/context';
import { localeOfPath } from '@/routing/locales';
import { requestPath } from '@/routing/request-path';
import { inter } from './fonts';
import './styles/base.css';
import './styles/chrome.css';
import './styles/modules.css';
import './styles/listings.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

/** The language of the request, for `<html lang>`: from the path, or the default language of the site. */
async function htmlLang(): Promise<string> {
  const path = await requestPath();
  try {
    return localeOfPath(path, (await getRoutingContext()).settings).locale;
  } catch {
    // The CMS is unreachable: the error screen still gets a sensible language.
    return toLocale(path.split('/')[1]);
  }
}

/** Root layout: the document, its language and font. Each screen renders its own header and footer (chrome/). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await htmlLang()} className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
