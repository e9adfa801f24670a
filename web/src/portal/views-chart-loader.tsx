'use client';

import dynamic from 'next/dynamic';

/** recharts loads only in the browser, after the page: the portal's HTML does not wait for it. */
export const ViewsChartLoader = dynamic(() => import('./views-chart'), { ssr: false });
