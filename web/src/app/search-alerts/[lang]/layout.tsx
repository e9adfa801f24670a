import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { languageOfRoute, languageRouteBuildParams } from '@/routing/language-route';
import { pageNonce } from '@/security/headers';
import { EarlyPress } from '@/ui/early-press';
import '../../styles/site.css';

/** A registered search's manage page: reached by a signed link from its mails, never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Each language is rendered on its first visit, with the script nonce, then cached (see languageRouteBuildParams). */
export function generateStaticParams() {
  return languageRouteBuildParams();
}

export default async function SearchAlertsLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return (
    <html lang={await languageOfRoute(params)}>
      <body>
        <EarlyPress nonce={pageNonce()} />
        {children}
      </body>
    </html>
  );
}
