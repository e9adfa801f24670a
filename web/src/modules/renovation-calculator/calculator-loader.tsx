'use client';

import dynamic from 'next/dynamic';

/**
 * The calculator in a chunk of its own (with react-hook-form and the calculation): every page of the
 * site is one route whose client components share their chunks, so only the pages holding the module
 * fetch it. Rendered on the server too, so the form shows before its script arrives.
 */
export const CalculatorLoader = dynamic(() => import('./calculator').then((m) => m.RenovationCalculator));
