'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent, TouchEvent } from 'react';

/**
 * next/link that prefetches when the visitor reaches for a link (pointer over, touch start), not when it
 * scrolls into view: on a phone, each page's load fetched and decoded four to nine pages' data
 * (25-50 KB of gzip) for links most visitors never follow. Next's own `prefetch={false}` turns hover
 * prefetching off too, so the reach is handled here. A client module, so the setting is in its code
 * rather than written into the page's data for every link.
 */
export default function Link({ onMouseEnter, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof props.href === 'string' && props.href.startsWith('/')) router.prefetch(props.href);
  };
  return (
    <NextLink
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...props}
    />
  );
}
