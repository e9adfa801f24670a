'use client';

import { useEffect } from 'react';
import { toLocale } from '@coast/domain/i18n';
import { t } from '@/i18n';
import { useDocumentLanguage } from '@/ui/use-hydrated';

/** The catalogue's 'API ERROR' screen: the CMS could not be read. Offers a retry and the home page. */
export default function ApiErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = toLocale(useDocumentLanguage('nl'));
  useEffect(() => console.error(error), [error]);
  return (
    <main id="content" className="container status-screen">
      <h1>{t(locale, 'apiErrorTitle')}</h1>
      <p className="status-screen__text">{t(locale, 'apiErrorText')}</p>
      <p className="status-screen__actions">
        <button type="button" className="button" onClick={() => reset()}>
          {t(locale, 'tryAgain')}
        </button>
        <a className="button button--ghost" href="/">
          {t(locale, 'backHome')}
        </a>
      </p>
    </main>
  );
}
