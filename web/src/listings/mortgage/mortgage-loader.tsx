'use client';

import { onDemand } from '@/ui/on-demand';

// The form itself on the server, so its defaults and their monthly payment are in the cached page.
const server =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./mortgage-form') as typeof import('./mortgage-form')).MortgageForm
    : null;

/** The sale listing's mortgage simulator, whose code comes when the visitor reaches for the form. */
export const MortgageLoader = onDemand(() => import('./mortgage-form').then((m) => m.MortgageForm), server, 'on-demand-slot');
