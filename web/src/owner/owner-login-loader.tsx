'use client';

import dynamic from 'next/dynamic';

/**
 * The owner login island in a chunk of its own: every CMS page is one route, so a static import would put
 * its forms' code in the scripts of every page. It is fetched by the login page only, still rendered on
 * the server.
 */
export const OwnerLoginLoader = dynamic(() => import('./owner-login').then((m) => m.OwnerLogin));
