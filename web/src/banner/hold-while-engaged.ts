import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the pointer is over the element's `.home-hero` (the banner lies behind its texts) or the
 * focus is inside it: moving pictures stop while a visitor reads, points or types (WCAG 2.2.2).
 */
export function useHeldWhileEngaged(ref: RefObject<HTMLElement | null>): boolean {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    const area = ref.current?.closest<HTMLElement>('.home-hero') ?? ref.current;
    if (!area) return;
    const enter = () => setPointer(true);
    const leave = () => setPointer(false);
    const focusIn = () => setFocus(true);
    const focusOut = (event: FocusEvent) => setFocus(area.contains(event.relatedTarget as Node | null));
    area.addEventListener('pointerenter', enter);
    area.addEventListener('pointerleave', leave);
    area.addEventListener('focusin', focusIn);
    area.addEventListener('focusout', focusOut);
    return () => {
      area.removeEventListener('pointerenter', enter);
      area.removeEventListener('pointerleave', leave);
      area.removeEventListener('focusin', focusIn);
      area.removeEventListener('focusout', focusOut);
    };
  }, [ref]);
  return pointer || focus;
}
