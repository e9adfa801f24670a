'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@coast/domain';
import { afterLoginPath, sessionEnded } from './after-login';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { SetPasswordForm } from './set-password-form';
import type { OwnerTexts } from './texts';

type View = { kind: 'login'; note?: string } | { kind: 'forgot'; email: string } | { kind: 'set'; code: string };

const CODE_IN_FRAGMENT = /^#set-password=([\w.-]+)$/;

/**
 * The login page's island (the page itself stays cached): login, forgot password, and the mail link's
 * set-password form, whose code is read from the fragment (never sent to a server log) and then removed
 * from the address bar.
 */
export function OwnerLogin({ locale, texts }: { readonly locale: Locale; readonly texts: OwnerTexts }) {
  const [view, setView] = useState<View>({ kind: 'login' });
  useEffect(() => {
    const code = CODE_IN_FRAGMENT.exec(window.location.hash)?.[1];
    if (!code) {
      // Sent here by the portal when a session ended: say so (the address bar is only readable after hydration).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (sessionEnded(window.location.search)) setView({ kind: 'login', note: texts.sessionEnded });
      return;
    }
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    // Reading the address bar is only possible after hydration, hence the state set in an effect.
    setView({ kind: 'set', code });
  }, [texts.sessionEnded]);

  return (
    <div className="owner-login">
      {view.kind === 'login' ? (
        <>
          {view.note ? <p role="status">{view.note}</p> : null}
          {/* A full load: the portal has its own root layout and is rendered per request. */}
          <LoginForm
            locale={locale}
            texts={texts}
            onLoggedIn={() => window.location.assign(afterLoginPath(window.location.search, locale))}
            onForgot={(email) => setView({ kind: 'forgot', email })}
          />
        </>
      ) : null}
      {view.kind === 'forgot' ? <ForgotForm locale={locale} texts={texts} email={view.email} onBack={() => setView({ kind: 'login' })} /> : null}
      {view.kind === 'set' ? (
        <SetPasswordForm locale={locale} texts={texts} code={view.code} onDone={() => setView({ kind: 'login', note: texts.setDone })} />
      ) : null}
    </div>
  );
}
