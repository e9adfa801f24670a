'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link that prefetches when the visitor reaches for a link (pointer over, touch), not when it
 * scrolls into view: on a phone, each page's load fetched and decoded four to nine pages' data
 * (25-50 KB of gzip) for links most visitors never follow. A client module, so the setting is in its
 * code rather than written into the page's data for every link.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
