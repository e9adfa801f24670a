'use client';

import { onDemand } from '@/ui/on-demand';

// The calculator itself on the server, so the form is in the cached page.
const server =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./calculator') as typeof import('./calculator')).RenovationCalculator
    : null;

/** The renovation calculator (react-hook-form and the calculation), whose code comes when the visitor reaches for it. */
export const CalculatorLoader = onDemand(() => import('./calculator').then((m) => m.RenovationCalculator), server, 'on-demand-slot');
