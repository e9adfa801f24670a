'use client';

import { useEffect } from 'react';
import type { Locale } from '@coast/domain/i18n';
import type { Alternates } from '@/routing/alternates';
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_MEMORY_NAME } from '@/routing/language-cookie';

interface Props {
  readonly locale: Locale;
  /** Whether the URL names the language ('/fr/...'); paths without one use the default language. */
  readonly explicit: boolean;
  readonly alternates: Alternates;
}

/** The cookie twin of the stored language, for the proxy (see routing/remembered-language.ts). */
function rememberInCookie(locale: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_MEMORY_NAME}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Remembers the language of every page whose URL names it. On a path without a language ('/',
 * '/for-sale/'), a remembered language other than the default takes the visitor to the same screen
 * in that language. Also keeps `<html lang>` right after client-side navigations.
 */
export function LanguageMemory({ locale, explicit, alternates }: Props) {
  useEffect(() => {
    document.documentElement.lang = locale;
    try {
      if (explicit) {
        window.localStorage.setItem(LANGUAGE_MEMORY_NAME, locale);
        rememberInCookie(locale);
        return;
      }
      const remembered = window.localStorage.getItem(LANGUAGE_MEMORY_NAME) as Locale | null;
      // A language remembered before the cookie existed gets its twin too.
      if (remembered && !document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_MEMORY_NAME}=`))) rememberInCookie(remembered);
      const target = remembered && remembered !== locale ? alternates[remembered] : undefined;
      if (target) window.location.replace(`${target}${window.location.search}`);
    } catch {
      // Storage unavailable (privacy mode): the language simply is not remembered.
    }
  }, [locale, explicit, alternates]);
  return null;
}
