import { component, group } from '../types';

export default component({
  uid: 'shared.agency',
  settings: { mainField: 'name' },
  fields: {
    name: {
      label: 'Agency name',
      description: 'The legal or trade name in the footer, the contact block, page titles ("… | Kustvastgoed") and search engines\' business data.',
      placeholder: 'Kustvastgoed',
    },
    street: { label: 'Street', description: 'Office address in the footer and contact block. Example: Stationsstraat.' },
    houseNumber: { label: 'House number', description: 'Example: 12 or 12A.' },
    zip: { label: 'Postcode', description: 'Four digits in Belgium. Example: 8470.' },
    city: { label: 'Town', description: 'Example: Gistel.' },
    phone: {
      label: 'Phone',
      description: 'Office phone shown in the footer and contact block, as visitors should dial it. Example: 059 12 34 56 or +32 59 12 34 56.',
    },
    email: { label: 'Email', description: 'Office email address shown in the footer and contact block. Example: info@kustvastgoed.be.' },
    bivNumber: {
      label: 'BIV number',
      description:
        'Required by law for a Belgian estate agent: the BIV (Beroepsinstituut van Vastgoedmakelaars) registration number, shown in the footer with the code of conduct. Example: 512345 (a leading "BIV" is dropped).',
    },
    vatNumber: { label: 'VAT number', description: 'Company (VAT) number, shown in the footer. Example: BE 0123.456.789.' },
    supervisor: {
      label: 'Supervisory authority',
      description: 'The supervising body the law asks an agent to name, shown in the footer. Example: BIV, Luxemburgstraat 16B, 1000 Brussel.',
    },
  },
  edit: [
    group('Agency', [
      ['name', 6],
      ['phone', 3],
      ['email', 3],
    ]),
    group('Address', [
      ['street', 6],
      ['houseNumber', 2],
      ['zip', 2],
      ['city', 2],
    ]),
    group(
      'Legal',
      [
        ['bivNumber', 4],
        ['vatNumber', 4],
      ],
      [['supervisor', 12]],
    ),
  ],
});
