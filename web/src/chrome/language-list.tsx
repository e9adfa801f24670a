'use client';

import { LanguageLink } from './language-link';

/** [code, the screen in that language with the list's query, the language's own name] */
export type LanguageEntry = readonly [code: string, href: string, name: string];

/**
 * The switcher's links as a client template over data: every page carries them, and as data they are a
 * third of their elements' size in the page's flight data.
 */
export function LanguageList({ entries, current }: { readonly entries: readonly LanguageEntry[]; readonly current: string }) {
  return (
    <ul>
      {entries.map(([code, href, name]) => (
        <li key={code}>
          <LanguageLink href={href} hrefLang={code} lang={code} aria-current={code === current ? 'true' : undefined} data-language={code} title={name}>
            {/* The visible code starts the accessible name (WCAG 2.5.3, label in name): 'FR Français'. */}
            {code.toUpperCase()}
            <span className="visually-hidden">{` ${name}`}</span>
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
