'use client';

import dynamic from 'next/dynamic';

/**
 * The photo slider, loaded on demand: its code (swiper) is fetched only on pages that show it, and it
 * is still rendered on the server (first photo visible before any script runs).
 */
export const GalleryLoader = dynamic(() => import('./gallery').then((m) => m.Gallery));
