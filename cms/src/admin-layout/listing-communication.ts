import { contentType, group } from './types';

export default contentType({
  uid: 'api::listing-communication.listing-communication',
  settings: { mainField: 'subject', defaultSortBy: 'occurredAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['occurredAt', 'listing', 'type', 'contact', 'subject', 'communicationStatus', 'source'],
  fields: {
    listing: {
      label: 'Listing',
      description:
        "The listing it is about. Its owner sees it in the portal. Requests sent through the site's forms appear there by themselves: do not enter them again.",
      mainField: 'label',
    },
    occurredAt: { label: 'Date and time', description: 'When the contact took place (Belgian time).' },
    type: { label: 'Type', description: 'phone, email, letter, meeting, website (a request that reached the agency through another site) or other.' },
    contact: { label: 'Contact', description: 'Who it was with, as the owner may read it (for example a name, or "candidate buyer").' },
    subject: { label: 'Subject', description: 'What it was about, in a few words (for example "Question about the garden").' },
    comment: { label: 'Comment', description: 'A short note for the owner: what was said or agreed.' },
    communicationStatus: { label: 'Status', description: 'open: still to be followed up. handled: done.' },
    source: {
      label: 'Source',
      description:
        "Where the request came from (immoweb, zimmo, realo, the sign on the property, a walk-in, a phone call, a referral, other). Counted in the owner's sources; leave empty for contacts that are no request.",
    },
  },
  edit: [
    group(
      'Communication',
      [
        ['listing', 6],
        ['occurredAt', 6],
      ],
      [
        ['type', 4],
        ['communicationStatus', 4],
        ['source', 4],
      ],
      [
        ['contact', 6],
        ['subject', 6],
      ],
      [['comment', 12]],
    ),
  ],
});
