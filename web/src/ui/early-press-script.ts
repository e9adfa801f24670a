import { EARLY_PRESS_REPLAY, OWN_EARLY_PRESS_ATTRIBUTE } from './early-press-names';

/** How long a kept press waits for its button's island to hydrate (after that its code is taken for lost). */
const HYDRATION_WAIT_MS = 10_000;

/**
 * The inline script at the top of every page's body: a press on a button (`type="button"`: one that
 * does nothing without its code) made before the page has hydrated is kept, and made again once it has.
 * The scripts come after the first paint, so on a phone a visitor can press a video's "load" or a heart
 * before they have run. Until then the press goes no further than the window: React, listening from
 * the moment its script runs but with no handler in place until its hydration commits, would drop it
 * or take it a second time. Links, forms and `<details>` work without code and are left alone.
 */
export function earlyPressScript(): string {
  const keep = (own: string, replay: string, waitMs: number) => {
    const pressed: HTMLButtonElement[] = [];
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type !== 'button' || button.closest(`[${own}]`)) return;
      event.stopPropagation();
      // Pressed twice while nothing answered is one press (a heart would otherwise end where it began).
      if (!pressed.includes(button)) pressed.push(button);
    };
    // The layout's hydration may commit before a page's island has its code: React hydrates that part
    // later, and a click on it before then would be dropped. Its props on the element say it is there.
    const hydrated = (button: HTMLButtonElement) => Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    const press = (button: HTMLButtonElement, since: number) => {
      if (!button.isConnected || button.disabled) return;
      if (hydrated(button)) button.click();
      else if (Date.now() - since < waitMs) setTimeout(() => press(button, since), 50);
    };
    addEventListener('click', onClick, true);
    Object.assign(window, {
      [replay]: () => {
        removeEventListener('click', onClick, true);
        for (const button of pressed.splice(0)) press(button, Date.now());
      },
    });
  };
  return `(${keep.toString()})(${[OWN_EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_REPLAY].map((name) => JSON.stringify(name)).join(',')},${HYDRATION_WAIT_MS})`;
}
