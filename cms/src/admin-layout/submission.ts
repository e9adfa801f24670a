import { contentType, group } from './types';

export default contentType({
  uid: 'api::submission.submission',
  settings: { mainField: 'name', defaultSortBy: 'submittedAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['submittedAt', 'form', 'name', 'email', 'listing', 'state', 'appointmentDate', 'appointmentSlot', 'language'],
  fields: {
    form: {
      label: 'Form',
      description:
        'Which form the visitor sent: site-contact (contact page), contact-me (question or visit about a listing), contact-demand (free valuation), contact-construction (new build), send-to-friend, testimonial, sign-newsletter, purchase-offer, contact-appointment (a booked visit), document-request (a listing’s documents by e-mail: the visitor was mailed expiring links), rental-application (with documents).',
      editable: false,
    },
    language: { label: 'Language', description: 'The language the visitor used the site in; their confirmation mail was in it.', editable: false },
    listing: {
      label: 'Listing',
      description: 'The listing the request is about (contact-me, contact-appointment, purchase-offer, send-to-friend on a listing); empty otherwise.',
      editable: false,
      mainField: 'label',
    },
    name: { label: 'Name', description: 'Who sent it, as typed in the form (first and last name, or the sender of a recommendation).', editable: false },
    email: { label: 'E-mail', description: 'The address the visitor gave; the agency notification replies to it.', editable: false },
    fields: {
      label: 'What was sent',
      description: 'Every field of the form as the visitor sent it, after checking: read it in the side panel, labelled as on the form.',
      editable: false,
      visible: false,
    },
    documents: {
      label: 'Documents',
      description:
        'The files sent with a rental application (CV, proof of income): name, kind (read from the content), size. Kept privately, never on the site: download them with the buttons in the side panel. Deleted with the request.',
      editable: false,
    },
    consent: {
      label: 'Consent given',
      description: 'Whether the visitor ticked the privacy consent of the form (a form cannot be sent without it).',
      editable: false,
    },
    clientHash: {
      label: 'Sender fingerprint',
      description: 'A salted hash of the address the request came from: requests from one address share it; the address itself is not kept.',
      editable: false,
    },
    requestId: {
      label: 'Request id',
      description:
        "Drawn by the visitor's browser for this one sending: a second post with the same id (the visitor pressed send again after a timeout) is answered as sent and not stored twice.",
      editable: false,
    },
    state: {
      label: 'Status',
      description:
        'Depends on the form (a save with another status is refused). Contact requests, questions, valuations, offers, applications: new until answered, then handled. A booked visit (contact-appointment): confirmed, holding its place in the slot; set it to handled to cancel it and free the place. Newsletter sign-up and registered search: unconfirmed until the visitor opens the confirmation link, then confirmed; handled when dealt with.',
    },
    appointmentDate: {
      label: 'Visit day',
      description: 'A booked visit (contact-appointment): the day the visitor chose. Empty for other forms.',
      editable: false,
    },
    appointmentSlot: {
      label: 'Visit time slot',
      description: 'A booked visit: morning 10:00-13:00, afternoon 14:00-16:00 (13:00-16:00 on the Dutch site), evening 16:00-19:00.',
      editable: false,
    },
    submittedAt: { label: 'Received', description: 'When the request was stored (before any mail was sent).', editable: false },
    mails: {
      label: 'Mails',
      description: 'The mails this request sent or is sending (see Outgoing mails for their state).',
      editable: false,
      mainField: 'subject',
    },
  },
  edit: [
    group(
      'Request',
      [
        ['form', 4],
        ['state', 4],
        ['submittedAt', 4],
      ],
      [
        ['name', 4],
        ['email', 4],
        ['language', 4],
      ],
      [
        ['listing', 6],
        ['consent', 2],
        ['clientHash', 2],
        ['requestId', 2],
      ],
      [
        ['appointmentDate', 6],
        ['appointmentSlot', 6],
      ],
      [['documents', 12]],
      [['mails', 12]],
    ),
  ],
});
