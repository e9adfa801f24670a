'use client';

import { useEffect } from 'react';
import { EARLY_PRESS_REPLAY } from './early-press-names';
import { InlineScriptTag } from './inline-script-tag';

/**
 * The early-press script (early-press-script.ts) and its other half: an effect of the root layout runs
 * once the layout's hydration has committed, and a task later (the effects after it have run too) hands
 * the presses kept until then back to the page, each once its island has hydrated.
 */
export function EarlyPress({ nonce }: { readonly nonce: string }) {
  useEffect(() => {
    const replay: unknown = Reflect.get(window, EARLY_PRESS_REPLAY);
    if (typeof replay === 'function') setTimeout(replay);
  }, []);
  return <InlineScriptTag name="early-press" nonce={nonce} />;
}
