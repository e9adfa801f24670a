/** On an element whose island takes its own early presses (the cookie question's first layer): not kept. */
export const OWN_EARLY_PRESS_ATTRIBUTE = 'data-own-early-press';
/** The window's function that presses the kept buttons again (early-press.tsx calls it once the page has hydrated). */
export const EARLY_PRESS_REPLAY = '__coastReplayEarlyPresses';

/**
 * The inline script at the top of every page's body: a press on a button (`type="button"`: one that
 * does nothing without its code) made before the page has hydrated is kept, and made again once it has.
 * The scripts come after the first paint, so on a phone a visitor can press a video's "load" or a heart
 * before they have run. Until then the press goes no further than the window: React, listening from
 * the moment its script runs but with no handler in place until its hydration commits, would drop it
 * or take it a second time. Links, forms and `<details>` work without code and are left alone.
 */
export function earlyPressScript(): string {
  const keep = (own: string, replay: string) => {
    const pressed: HTMLButtonElement[] = [];
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type !== 'button' || button.closest(`[${own}]`)) return;
      event.stopPropagation();
      if (!pressed.includes(button)) pressed.push(button);
    };
    addEventListener('click', onClick, true);
    Object.assign(window, {
      [replay]: () => {
        removeEventListener('click', onClick, true);
        for (const button of pressed.splice(0)) if (button.isConnected && !button.disabled) button.click();
      },
    });
  };
  return `(${keep.toString()})(${JSON.stringify(OWN_EARLY_PRESS_ATTRIBUTE)},${JSON.stringify(EARLY_PRESS_REPLAY)})`;
}
