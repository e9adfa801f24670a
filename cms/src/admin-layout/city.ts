import { contentType, group } from './types';

const FEED = 'Set by the feed import, which finds towns by country, postcode and name: a change here would make the next import create the town again.';

export default contentType({
  uid: 'api::city.city',
  settings: { mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC', pageSize: 50 },
  list: ['name', 'zip', 'region', 'countryName'],
  fields: {
    name: { label: 'Town', description: `The town as the feed names it, shown in the city filter and on listings. Example: Gistel. ${FEED}`, editable: false },
    zip: { label: 'Postcode', description: `Example: 8470. ${FEED}`, editable: false },
    countryId: { label: 'Country number', description: `The feed's country code: 1 is Belgium. ${FEED}`, editable: false },
    countryName: { label: 'Country', description: 'The country as the feed names it when the town is first imported. Example: België.', editable: false },
    region: {
      label: 'Region',
      description:
        'flanders, brussels, wallonia or abroad. Worked out from the postcode when the feed first brings the town; correct it here if needed (the import does not overwrite it).',
    },
    properties: { label: 'Listings', description: 'The listings in this town, linked by the feed import.', editable: false, mainField: 'label' },
  },
  edit: [
    group(
      'Town',
      [
        ['name', 6],
        ['zip', 3],
        ['region', 3],
      ],
      [
        ['countryName', 6],
        ['countryId', 3],
      ],
      [['properties', 12]],
    ),
  ],
});
