import { contentType, group } from './types';

export default contentType({
  uid: 'api::listing-viewing.listing-viewing',
  settings: { mainField: 'visitDate', defaultSortBy: 'startsAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['visitDate', 'visitTime', 'listing', 'viewingStatus', 'feedback'],
  fields: {
    listing: {
      label: 'Listing',
      description: 'The listing visited. Its owner sees the viewing in the portal (date, time, status, feedback).',
      mainField: 'label',
    },
    visitDate: { label: 'Date', description: 'The day of the viewing.' },
    visitTime: {
      label: 'Time (Belgian)',
      description: 'The time of the viewing as a clock in Belgium shows it (14:30 is 14:30 for the owner, wherever this computer is set).',
    },
    startsAt: {
      label: 'Moment',
      description: 'Worked out from the date and the Belgian time on save; sorts the viewings.',
      editable: false,
      visible: false,
    },
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
        ['viewingStatus', 6],
      ],
      [
        ['visitDate', 6],
        ['visitTime', 6],
      ],
      [['feedback', 12]],
    ),
  ],
});
