/**
 * Holds a swap of server markup for its island while a pointer is down in it: replaced under the
 * pointer, the button pressed would take the click (and a send) with it. The swap runs at once when no
 * pointer is down, else a task after the pointer lifts (anywhere on the page) or is cancelled, so the
 * click that release makes lands on the server's button first. `stop()` drops a held swap.
 */
export function afterPress(element: HTMLElement) {
  let pointerDown = false;
  let held: (() => void) | null = null;
  let live = true;
  const down = () => {
    pointerDown = true;
  };
  const up = () =>
    setTimeout(() => {
      pointerDown = false;
      const swap = held;
      held = null;
      if (live) swap?.();
    });
  element.addEventListener('pointerdown', down, { passive: true });
  for (const kind of ['pointerup', 'pointercancel'] as const) window.addEventListener(kind, up, { passive: true });
  return {
    run(swap: () => void) {
      if (pointerDown) held = swap;
      else swap();
    },
    stop() {
      live = false;
      element.removeEventListener('pointerdown', down);
      for (const kind of ['pointerup', 'pointercancel'] as const) window.removeEventListener(kind, up);
    },
  };
}
