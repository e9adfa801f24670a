import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LOCALES, toLocale } from '@coast/domain';
import { portalTexts } from '@/portal/texts';
import { inter } from '../../fonts';
import '../../styles/base.css';

/** The owner portal is private: never indexed; its pages read the session cookie, so they are never cached. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: portalTexts(toLocale((await params).lang, 'nl'), 'title'), robots: { index: false, follow: false } };
}

/** One portal per language; the language is the path's, known at build. */
export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

export default async function PortalLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return (
    <html lang={toLocale((await params).lang, 'nl')} className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
