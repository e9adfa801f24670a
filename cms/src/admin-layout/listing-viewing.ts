import { contentType, group } from './types';

export default contentType({
  uid: 'api::listing-viewing.listing-viewing',
  settings: { mainField: 'startsAt', defaultSortBy: 'startsAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['startsAt', 'listing', 'viewingStatus', 'feedback'],
  fields: {
    listing: {
      label: 'Listing',
      description: 'The listing visited. Its owner sees the viewing in the portal (date, time, status, feedback).',
      mainField: 'label',
    },
    startsAt: { label: 'Date and time', description: 'When the viewing takes place (Belgian time).' },
    viewingStatus: { label: 'Status', description: 'planned: still to come. done: it took place. cancelled: called off. The owner sees it.' },
    feedback: {
      label: 'Feedback',
      description: "What the candidate thought of the listing, as the owner may read it (no candidate's name or contact details).",
    },
  },
  edit: [
    group(
      'Viewing',
      [
        ['listing', 6],
        ['startsAt', 6],
      ],
      [['viewingStatus', 6]],
      [['feedback', 12]],
    ),
  ],
});
