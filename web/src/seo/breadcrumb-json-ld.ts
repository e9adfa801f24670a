/** schema.org `BreadcrumbList` of the crumbs a page shows; the last one (the page itself) has no link. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ label: string; href?: string }>, base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      ...(item.href && i < items.length - 1 ? { item: new URL(item.href, base).href } : {}),
    })),
  };
}
