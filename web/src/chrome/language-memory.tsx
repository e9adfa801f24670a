'use client';

import { useEffect } from 'react';
import type { Locale } from '@coast/domain/i18n';
import type { Alternates } from '@/routing/alternates';

/** The local-storage key of the visitor's chosen language (spec: "the chosen language is cached in local storage"). */
const LANGUAGE_STORAGE_KEY = 'coast.language';

interface Props {
  readonly locale: Locale;
  /** Whether the URL names the language ('/fr/...'); paths without one use the default language. */
  readonly explicit: boolean;
  readonly alternates: Alternates;
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
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
        return;
      }
      const remembered = window.localStorage.getItem(LANGUAGE_STORAGE_KEY) as Locale | null;
      const target = remembered && remembered !== locale ? alternates[remembered] : undefined;
      if (target) window.location.replace(`${target}${window.location.search}`);
    } catch {
      // Storage unavailable (privacy mode): the language simply is not remembered.
    }
  }, [locale, explicit, alternates]);
  return null;
}
