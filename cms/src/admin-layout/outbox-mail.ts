import { contentType, group } from './types';

export default contentType({
  uid: 'api::outbox-mail.outbox-mail',
  settings: { mainField: 'subject', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 50 },
  // Five columns fit beside the admin's menus at 1366 px; the kind and dates are in the edit view and the sort.
  list: ['delivery', 'toAddress', 'subject', 'attempts', 'lastError'],
  fields: {
    kind: {
      label: 'Kind',
      description:
        "agency-notification: to the agency, reply-to the visitor. visitor-confirmation: to the visitor. friend-recommendation: 'send to a friend'. newsletter-confirmation: the sign-up's confirmation link. document-links: a listing's public documents, as links that expire. search-confirmation: a registered search's confirmation link. search-alert: new matches and price drops for a registered search.",
      editable: false,
    },
    language: { label: 'Language', description: 'The language the mail is written in.', editable: false },
    toAddress: { label: 'To', description: 'The recipient address.', editable: false },
    toName: { label: 'To (name)', description: 'The recipient name shown by mail programs.', editable: false },
    replyToAddress: { label: 'Reply to', description: 'Where an answer to this mail goes (the visitor for agency notifications).', editable: false },
    replyToName: { label: 'Reply to (name)', description: 'The name of the reply-to address.', editable: false },
    subject: { label: 'Subject', description: 'The subject, filled in from the mail template of its language.', editable: false },
    body: { label: 'Text', description: 'The text of the mail, filled in from the mail template (plain text).', editable: false },
    delivery: {
      label: 'Delivery',
      description:
        'pending: waiting to be sent (or for its next attempt). sent: the mail server took it. failed: given up after 24 hours of retries; set it back to pending to try again (for another 24 hours).',
    },
    attempts: { label: 'Attempts', description: 'How often sending was tried.', editable: false },
    nextAttemptAt: { label: 'Next attempt', description: 'When the next try is due (delays double after each failure, up to an hour).', editable: false },
    giveUpAt: { label: 'Give up at', description: 'After this moment a failing mail is marked failed instead of retried.', editable: false },
    leaseOwner: { label: 'Being sent by', description: 'Which CMS process is sending it right now (empty when none).', editable: false },
    leaseUntil: { label: 'Claimed until', description: 'Until when that process holds it; after that another may try.', editable: false },
    lastError: { label: 'Last error', description: "The mail server's answer at the last failed try.", editable: false },
    sentAt: { label: 'Sent at', description: 'When the mail server accepted it.', editable: false },
    messageId: { label: 'Message id', description: 'The Message-ID the mail was sent with (to find it in the mail server log).', editable: false },
    submission: { label: 'Request', description: 'The visitor request this mail belongs to.', editable: false, mainField: 'name' },
    html: {
      label: 'HTML',
      description: 'The HTML part the CMS built (search alerts: photos and struck-through old prices); empty: the text is sent as HTML too.',
      editable: false,
    },
    headers: { label: 'Extra headers', description: 'Headers the CMS adds, e.g. List-Unsubscribe and List-Unsubscribe-Post on search mails.', editable: false },
    sealedSecrets: {
      label: 'Sealed link secrets',
      description:
        "The secrets of the mail's links (set password, confirm, unsubscribe), encrypted with the site's key; filled into the mail when it is sent, then cleared. Never shown.",
      editable: false,
      visible: false,
    },
    searchRegistration: {
      label: 'Search registration',
      description: 'The registered search this mail was sent for (its confirmation or an alert).',
      editable: false,
      mainField: 'email',
    },
  },
  edit: [
    group(
      'Mail',
      [
        ['delivery', 4],
        ['kind', 4],
        ['language', 4],
      ],
      [
        ['toAddress', 6],
        ['toName', 6],
      ],
      [
        ['replyToAddress', 6],
        ['replyToName', 6],
      ],
      [['subject', 12]],
      [['body', 12]],
    ),
    group(
      'Delivery',
      [
        ['attempts', 3],
        ['nextAttemptAt', 3],
        ['giveUpAt', 3],
        ['sentAt', 3],
      ],
      [['lastError', 12]],
      [
        ['leaseOwner', 4],
        ['leaseUntil', 4],
        ['messageId', 4],
      ],
      [
        ['submission', 6],
        ['searchRegistration', 6],
      ],
      [['headers', 12]],
      [['html', 12]],
    ),
  ],
});
