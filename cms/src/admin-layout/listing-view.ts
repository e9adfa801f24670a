import { contentType, group } from './types';

export default contentType({
  uid: 'api::listing-view.listing-view',
  fields: {
    externalId: {
      label: 'Listing reference',
      description: 'The listing whose page was opened (its reference in the feed). Written by the site; owners see it in their portal.',
      editable: false,
    },
    day: { label: 'Day', description: 'The day the page was opened (one row per listing and day).', editable: false },
    count: {
      label: 'Views',
      description: 'How many times the listing page was opened that day, by people (robots and prefetches are not counted).',
      editable: false,
    },
  },
  edit: [
    group('Views', [
      ['externalId', 4],
      ['day', 4],
      ['count', 4],
    ]),
  ],
});
