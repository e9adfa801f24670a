/** The agency as its site configuration describes it (legal data: name, address, phone, BIV number). */
interface AgencyInput {
  readonly name?: string | null;
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly zip?: string | null;
  readonly city?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly bivNumber?: string | null;
  readonly vatNumber?: string | null;
}

/** schema.org `RealEstateAgent` for the home page: address, phone and the BIV number Belgian law requires. */
export function agentJsonLd(agency: AgencyInput, { url, logo }: { url: string; logo?: string | null }) {
  const identifiers = [
    agency.bivNumber ? { '@type': 'PropertyValue', propertyID: 'BIV', value: agency.bivNumber } : null,
    agency.vatNumber ? { '@type': 'PropertyValue', propertyID: 'VAT', value: agency.vatNumber } : null,
  ].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}#agency`,
    name: agency.name ?? 'Kustvastgoed',
    url,
    ...(logo ? { logo, image: logo } : {}),
    ...(agency.phone ? { telephone: agency.phone } : {}),
    ...(agency.email ? { email: agency.email } : {}),
    ...(agency.vatNumber ? { vatID: agency.vatNumber } : {}),
    ...(identifiers.length ? { identifier: identifiers } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(agency.street ? { streetAddress: [agency.street, agency.houseNumber].filter(Boolean).join(' ') } : {}),
      ...(agency.zip ? { postalCode: agency.zip } : {}),
      ...(agency.city ? { addressLocality: agency.city } : {}),
      addressCountry: 'BE',
    },
  };
}
