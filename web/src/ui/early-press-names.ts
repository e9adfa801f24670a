/** On an element whose island takes its own early presses (the cookie question's first layer): not kept. */
export const OWN_EARLY_PRESS_ATTRIBUTE = 'data-own-early-press';
/** The window's function that presses the kept buttons again (early-press.tsx calls it once the page has hydrated). */
export const EARLY_PRESS_REPLAY = '__coastReplayEarlyPresses';
