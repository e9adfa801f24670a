'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { UI_TIMINGS } from '@coast/domain/constants';

/**
 * Wraps the header: past 30 px of scroll it becomes solid (not transparent) and the logo shrinks.
 * The scroll handler is debounced (100 ms). Everything inside is server-rendered.
 */
export function HeaderScroll({ children }: { readonly children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setScrolled(window.scrollY > UI_TIMINGS.headerFixedAfterPx);
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
