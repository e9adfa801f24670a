'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { UI_TIMINGS } from '@coast/domain/constants';

/**
 * Wraps the header: past 30 px of scroll it becomes solid (not transparent) and shrinks with its logo;
 * it grows back only under 10 px, so a page resting in between keeps its header as it is. The shrink
 * does not move the page (chrome.css). The scroll handler is debounced (100 ms). Everything inside is
 * server-rendered.
 */
export function HeaderScroll({ children }: { readonly children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setScrolled((was) => (was ? window.scrollY >= UI_TIMINGS.headerReleasedBelowPx : window.scrollY > UI_TIMINGS.headerFixedAfterPx));
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, UI_TIMINGS.scrollDebounceMs);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  );
}
