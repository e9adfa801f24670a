'use client';

import dynamic from 'next/dynamic';

/**
 * The visitor form island, in a chunk of its own: every CMS page is one route whose client components
 * share their chunks, so a static import would put react-hook-form, zod and the form rules in the
 * scripts of every page. Only this loader is there; the form's code is fetched by the pages that show a
 * form. It is still rendered on the server, so the form is there, and looks the same, before its script.
 */
export const VisitorFormLoader = dynamic(() => import('./listing-request').then((m) => m.VisitorForm));
