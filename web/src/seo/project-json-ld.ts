import type { ProjectDetail } from '@/cms/types';

/**
 * A new-build project's structured data: a schema.org `Residence` with its address (street and number
 * only when the project shows them, as on the page) and pictures.
 */
export function projectJsonLd(p: ProjectDetail, extra: { readonly url: string; readonly description?: string; readonly images: readonly string[] }) {
  const street = p.street ? `${p.street}${p.houseNumber ? ` ${p.houseNumber}` : ''}` : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: p.name,
    url: extra.url,
    ...(extra.description ? { description: extra.description } : {}),
    ...(extra.images.length ? { image: extra.images } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(p.zip ? { postalCode: p.zip } : {}),
      ...(p.city ? { addressLocality: p.city } : {}),
      addressCountry: p.countryId === 50 ? 'LU' : 'BE',
    },
  };
}
