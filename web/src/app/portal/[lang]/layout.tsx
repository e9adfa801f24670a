import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { toLocale } from '@coast/domain';
import { languageOfRoute, languageRouteBuildParams } from '@/routing/language-route';
import { portalTexts } from '@/portal/texts';
import { inter } from '../../fonts';
import '../../styles/base.css';

/** The owner portal is private: never indexed; its pages read the session cookie, so they are never cached. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: portalTexts(toLocale((await params).lang, 'nl'), 'title'), robots: { index: false, follow: false } };
}

/** Each language is rendered on its first visit, with the script nonce, then cached (see languageRouteBuildParams). */
export function generateStaticParams() {
  return languageRouteBuildParams();
}

export default async function PortalLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return (
    <html lang={await languageOfRoute(params)} className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
