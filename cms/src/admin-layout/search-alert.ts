import { contentType, group } from './types';

export default contentType({
  uid: 'api::search-alert.search-alert',
  settings: { mainField: 'listingId', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['createdAt', 'registrationId', 'listingId', 'reason', 'price', 'oldPrice', 'state', 'sentAt'],
  fields: {
    registrationId: { label: 'Registration', description: 'The id of the search registration (Search registration list) this alert is for.', editable: false },
    listingId: { label: 'Listing reference', description: 'The listing announced (its reference in the feed).', editable: false },
    reason: {
      label: 'Reason',
      description: 'new: a listing new on the site that matches. price-drop: a matching listing whose price went down.',
      editable: false,
    },
    price: { label: 'Price', description: 'The price when the alert was made (euro).', editable: false },
    oldPrice: { label: 'Old price', description: 'For a price drop: the price before (struck through in the mail).', editable: false },
    state: { label: 'State', description: 'pending: waits for the next mail of the registration (its frequency). sent: in a mail.', editable: false },
    mailId: {
      label: 'Mail',
      description: 'The Outgoing mail it was sent in (its id); empty when the listing was gone before the mail was written.',
      editable: false,
    },
    sentAt: { label: 'Sent at', description: 'When the mail with it was written.', editable: false },
  },
  edit: [
    group(
      'Alert',
      [
        ['registrationId', 4],
        ['listingId', 4],
        ['reason', 4],
      ],
      [
        ['price', 4],
        ['oldPrice', 4],
        ['state', 4],
      ],
      [
        ['mailId', 6],
        ['sentAt', 6],
      ],
    ),
  ],
});
