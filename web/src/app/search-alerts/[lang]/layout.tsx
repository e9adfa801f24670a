import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LOCALES, toLocale } from '@coast/domain';
import { inter } from '../../fonts';
import '../../styles/base.css';

/** A registered search's manage page: reached by a signed link from its mails, never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** One page per language, known at build; the registration is read in the browser from the link. */
export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

export default async function SearchAlertsLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return (
    <html lang={toLocale((await params).lang, 'nl')} className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
