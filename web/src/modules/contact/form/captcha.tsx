'use client';

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import 'altcha/altcha.css';
import type { Locale } from '@coast/domain';

/** What the form asks of its captcha. */
export interface CaptchaHandle {
  /** The solved captcha's payload: solves it now when the visitor has not started it yet; null when it failed. */
  solve(): Promise<string | null>;
  /** A fresh challenge (after the server used or refused the last one). */
  reset(): void;
}

/** ALTCHA's own texts per language ('fr-fr' is its French). */
const WIDGET_LANGUAGE: Readonly<Record<Locale, string>> = { nl: 'nl', fr: 'fr-fr', en: 'en', de: 'de' };

const SOLVE_ATTEMPTS = 3;

let loading: Promise<void> | null = null;
/** Loads the widget (without its inline workers: CSP), its four languages and the site's own worker (app/api/forms/pow-worker), once. */
function loadWidget(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await Promise.all([import('altcha/i18n/nl'), import('altcha/i18n/fr-fr'), import('altcha/i18n/en'), import('altcha/i18n/de')]);
    globalThis.$altcha.algorithms.set('SHA-256', () => new Worker('/api/forms/pow-worker/'));
  })();
  return loading;
}

/**
 * The spec's captcha as a proof of work (ALTCHA, self-hosted: the challenge comes from the site's own
 * /api/forms/challenge/, no third party is called). It starts working when the visitor first focuses
 * the form, so it is usually solved before they press send; a screen reader announces its state.
 */
export function Captcha({ locale, label, invalid, ref }: { locale: Locale; label: string; invalid: boolean; ref: Ref<CaptchaHandle> }) {
  const widget = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const payload = useRef<string | null>(null);
  const [ready, setReady] = useState(false);

  // The widget (its code, four languages) arrives when the visitor first focuses the form, not with the
  // page: a page with a form is read far more often than it is filled in, and the widget's start-up was
  // most of the form page's main-thread work. Its box keeps its size meanwhile (styles.css).
  useEffect(() => {
    const form = widget.current?.closest('form');
    let live = true;
    const load = () => void loadWidget().then(() => live && setReady(true));
    // Focused before this ran (the form's code came after the visitor): now.
    if (form?.contains(document.activeElement)) load();
    else form?.addEventListener('focusin', load, { once: true });
    return () => {
      live = false;
      form?.removeEventListener('focusin', load);
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || !ready) return;
    const onVerified = (event: Event) => {
      const detail = (event as CustomEvent<{ payload?: string }>).detail;
      if (detail?.payload) payload.current = detail.payload;
    };
    const onExpired = () => {
      payload.current = null;
    };
    // A failed background attempt is retried when the visitor sends (solve); the console says why, for whoever debugs it.
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state === 'error') console.warn('captcha: the proof of work failed; it is tried again on sending');
    };
    element.addEventListener('verified', onVerified);
    element.addEventListener('expired', onExpired);
    element.addEventListener('statechange', onState);
    // The focus that fetched the widget (ready) came before it could listen for it ('auto="onfocus"').
    if (!payload.current) void element.verify().catch(() => undefined);
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('expired', onExpired);
      element.removeEventListener('statechange', onState);
    };
  }, [ready]);

  useImperativeHandle(ref, () => ({
    async solve() {
      if (payload.current) return payload.current;
      await loadWidget();
      // A challenge that could not be fetched or solved (a busy or restarting server) gets a fresh one, up to three tries.
      for (let attempt = 0; attempt < SOLVE_ATTEMPTS && !payload.current; attempt++) {
        if (attempt > 0) {
          widget.current?.reset();
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
        const result = await widget.current?.verify().catch(() => null);
        payload.current = result?.payload ?? null;
      }
      return payload.current;
    },
    reset() {
      payload.current = null;
      widget.current?.reset();
    },
  }));

  return (
    <div className={`form-captcha${invalid ? ' form-captcha--invalid' : ''}`} id="form-field-altcha" tabIndex={-1} aria-label={label} role="group">
      <altcha-widget
        ref={widget}
        challenge="/api/forms/challenge/"
        auto="onfocus"
        language={WIDGET_LANGUAGE[locale]}
        name="altcha"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      />
    </div>
  );
}
