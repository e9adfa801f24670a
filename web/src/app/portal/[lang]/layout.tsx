import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { toLocale } from '@coast/domain';
import { languageOfRoute, languageRouteBuildParams } from '@/routing/language-route';
import { portalTexts } from '@/portal/texts';
import { pageNonce } from '@/security/headers';
import { EarlyPress } from '@/ui/early-press';
import '../../styles/site.css';

/** The owner portal is private: never indexed; its pages read the session cookie, so they are never cached. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: portalTexts(toLocale((await params).lang, 'nl'), 'title'), robots: { index: false, follow: false } };
}

/**
 * Rendered whole for each request (connection()), without a static shell: a shell is prerendered with
 * no request, so its inline scripts would carry no nonce and the policy would block them. Nothing of a
 * portal page is shared between visitors anyway; `instant = false` says the page may wait for that.
 */
export const instant = false;

/** Next needs a value of the root param at build: the sentinel (a 404), never a real language. */
export function generateStaticParams() {
  return languageRouteBuildParams();
}

export default async function PortalLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  await connection();
  return (
    <html lang={await languageOfRoute(params)}>
      <body>
        <EarlyPress nonce={pageNonce()} />
        {children}
      </body>
    </html>
  );
}
