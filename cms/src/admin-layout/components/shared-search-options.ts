import { component, group } from '../types';

export default component({
  uid: 'shared.search-options',
  settings: {},
  fields: {
    showSearchInput: {
      label: 'Search field',
      description: 'On: the home page search block has the free-text search field (town, postcode, type or reference).',
    },
    showSearchButton: { label: 'For sale / for rent buttons', description: 'On: the search block has the two buttons to the for-sale and for-rent pages.' },
    showSearchCount: {
      label: 'Counts on the buttons',
      description:
        'On (with "Count listings" on too): the buttons show the number of listings, e.g. "77 te koop", and the search panel the counts of each type and town. Off: just the names.',
    },
    showCountProperty: {
      label: 'Count listings',
      description: 'Works together with "Counts on the buttons": both must be on to show the counts (on the buttons and in the search panel).',
    },
  },
  edit: [
    group('Search block', [
      ['showSearchInput', 3],
      ['showSearchButton', 3],
      ['showSearchCount', 3],
      ['showCountProperty', 3],
    ]),
  ],
});
