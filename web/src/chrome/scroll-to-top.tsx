'use client';

import { useEffect, useState } from 'react';
import { UI_TIMINGS } from '@coast/domain/constants';
import { Icon } from '@/ui/icon';

/** Shown after 10 px of scroll; scrolls back up in 500 ms, at once for reduced motion. */
export function ScrollToTop({ label }: { readonly label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > UI_TIMINGS.scrollTopAfterPx), UI_TIMINGS.scrollDebounceMs);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const scrollUp = () => {
    const start = window.scrollY;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return window.scrollTo(0, 0);
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / UI_TIMINGS.scrollTopAnimationMs);
      const eased = 1 - (1 - progress) ** 3;
      window.scrollTo(0, start * (1 - eased));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="scroll-to-top" data-visible={visible ? 'true' : 'false'} onClick={scrollUp} aria-label={label} tabIndex={visible ? 0 : -1}>
      <Icon name="arrowUp" />
    </button>
  );
}
