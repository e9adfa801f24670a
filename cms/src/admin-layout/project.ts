import { contentType, group } from './types';

export default contentType({
  uid: 'api::project.project',
  settings: { mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC' },
  list: ['name', 'city', 'externalId', 'updatedAt'],
  fields: {
    name: { label: 'Project name', description: 'The name of the new-build project, shown on its listings. Example: "Residentie Duinzicht".' },
    description: { label: 'Description', description: 'The project presentation, in Dutch (shown in every language that has none of its own).' },
    texts: {
      label: 'Descriptions in other languages',
      description: 'The presentation in French, English or German, shown on the project page in that language. From the CRM sync for CRM projects.',
    },
    slug: {
      label: 'Path segment',
      description:
        "The project's page is the projects page's path followed by this (lowercase, no accents, hyphens). Filled from the name when left empty. Example: residentie-duinzicht.",
    },
    externalId: { label: 'Feed ID', description: "The project's number in the agency software, when it comes from there; unique. Example: 4711." },
    properties: { label: 'Listings', description: 'The listings (units) that belong to this project. Also set on each listing.', mainField: 'label' },
    images: { label: 'Pictures', description: 'Pictures of the project; the first one is the main picture.' },
    publicAddress: { label: 'Show the address', description: 'On: street and number may be shown publicly. Off: only postcode and town.' },
    street: { label: 'Street', description: 'Example: Zeedijk. Shown to visitors only when Show the address is on.' },
    shownStreet: {
      label: 'Street shown',
      description: 'The street visitors see: the street, or empty when Show the address is off. Worked out on save.',
      editable: false,
    },
    shownHouseNumber: { label: 'Number shown', description: 'The house number visitors see, worked out on save from Show the address.', editable: false },
    shownBoxNr: { label: 'Box shown', description: 'The box visitors see, worked out on save from Show the address.', editable: false },
    houseNumber: { label: 'House number', description: 'Example: 120.' },
    boxNr: { label: 'Box', description: 'Box or unit number, if any. Example: 3.' },
    zip: { label: 'Postcode', description: 'Example: 8400.' },
    city: { label: 'Town', description: 'Example: Oostende.' },
    countryId: { label: 'Country number', description: "The agency software's country code: 1 is Belgium." },
    countryName: { label: 'Country', description: 'Example: België.' },
    sourceHash: {
      label: 'CRM fingerprint',
      description: "A checksum of the project's CRM record, so the CRM sync skips unchanged projects. Internal.",
      editable: false,
      visible: false,
    },
    sourcePictureIds: {
      label: 'CRM picture IDs',
      description: 'Which CRM pictures were stored, so unchanged pictures are not fetched again. Internal.',
      editable: false,
      visible: false,
    },
    externalPath: { label: 'External page', description: "Address of the project's own website or page elsewhere, if any. Example: https://duinzicht.be." },
  },
  edit: [
    group(
      'Project',
      [
        ['name', 6],
        ['slug', 3],
        ['externalId', 3],
      ],
      [['description']],
      [['texts', 12]],
      [
        ['images', 6],
        ['externalPath', 6],
      ],
    ),
    group(
      'Address',
      [['publicAddress', 4]],
      [
        ['street', 6],
        ['houseNumber', 3],
        ['boxNr', 3],
      ],
      [
        ['shownStreet', 6],
        ['shownHouseNumber', 3],
        ['shownBoxNr', 3],
      ],
      [
        ['zip', 3],
        ['city', 5],
        ['countryName', 2],
        ['countryId', 2],
      ],
    ),
    group('Listings', [['properties', 12]]),
    group('CRM', [['sourceHash', 6]], [['sourcePictureIds']]),
  ],
});
