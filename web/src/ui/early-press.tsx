'use client';

import { useEffect } from 'react';
import { EARLY_PRESS_REPLAY } from './early-press-script';
import { InlineScriptTag } from './inline-script-tag';

/**
 * The early-press script (early-press-script.ts) and its other half: an effect of the root layout runs
 * once the page's hydration has committed, and a task later makes the presses kept before it again,
 * when every island's handlers are in place.
 */
export function EarlyPress({ nonce }: { readonly nonce: string }) {
  useEffect(() => {
    const replay: unknown = Reflect.get(window, EARLY_PRESS_REPLAY);
    // A task later: the effects of the islands after this one (their own listeners) have run too.
    if (typeof replay === 'function') setTimeout(replay);
  }, []);
  return <InlineScriptTag name="early-press" nonce={nonce} />;
}
