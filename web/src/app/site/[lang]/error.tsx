'use client';

import { useEffect, useState } from 'react';
import { toLocale, type Locale } from '@coast/domain/i18n';
import { t } from '@/i18n';

/** The catalogue's 'API ERROR' screen: the CMS could not be read. Offers a retry and the home page. */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale, setLocale] = useState<Locale>('nl');
  useEffect(() => {
    setLocale(toLocale(document.documentElement.lang));
    console.error(error);
  }, [error]);
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
