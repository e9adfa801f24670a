'use client';

import dynamic from 'next/dynamic';

/**
 * The owner login island in a chunk of its own (see modules/contact/form/visitor-form-loader.tsx): its
 * forms' code is fetched by the login page only, still rendered on the server.
 */
export const OwnerLoginLoader = dynamic(() => import('./owner-login').then((m) => m.OwnerLogin));
