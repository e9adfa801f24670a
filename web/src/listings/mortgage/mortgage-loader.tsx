'use client';

import dynamic from 'next/dynamic';

/**
 * The simulator's form in a chunk of its own, fetched only by sale listings' pages; rendered on the
 * server too, so its defaults and their monthly payment show before the script arrives.
 */
export const MortgageLoader = dynamic(() => import('./mortgage-form').then((m) => m.MortgageForm));
