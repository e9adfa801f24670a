'use client';

import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { withPageQuery } from '@/routing/page-query';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string };

/** Where a language link's screen is, before the page's query: kept on the element for the drawer's copy. */
const BASE_ATTRIBUTE = 'data-base-href';

/** Points a language link at its screen with the address's current query. */
export function keepPageQuery(link: HTMLAnchorElement, base = link.getAttribute(BASE_ATTRIBUTE)) {
  if (base) link.href = withPageQuery(base, window.location.search);
}

/**
 * A language switcher's link that keeps the page's own query. The cached page cannot know it (a form's
 * `?property=`, favourites' `?compare=`, which the page itself may change), so the address is read in
 * the browser: once hydrated and again at the moment the link is reached for, before the browser
 * follows it. Without script the link still goes to the same screen with the list's query.
 */
export function LanguageLink({ href, children, ...rest }: Props) {
  const link = useRef<HTMLAnchorElement>(null);
  const keepQuery = () => {
    if (link.current) keepPageQuery(link.current, href);
  };
  useEffect(() => {
    const anchor = link.current;
    if (!anchor) return;
    anchor.setAttribute(BASE_ATTRIBUTE, href);
    keepPageQuery(anchor, href);
  }, [href]);
  return (
    <a ref={link} href={href} onPointerDown={keepQuery} onFocus={keepQuery} onClick={keepQuery} {...rest}>
      {children}
    </a>
  );
}
