import { contentType, group } from './types';

export default contentType({
  uid: 'api::crm-message.crm-message',
  settings: { mainField: 'endpoint', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['createdAt', 'endpoint', 'delivery', 'attempts', 'lastError', 'sentAt'],
  fields: {
    endpoint: {
      label: 'Call',
      description:
        "The CRM's web-service call. ContactOnMe: a visitor request (about a listing, or to the agency). ContactOnMeProject: a request about a new-build project. DemandRegister: a confirmed search registration. UnsubscribeDemandPerson: the person stopped that search.",
      editable: false,
    },
    payload: {
      label: 'What is sent',
      description: "The call's parameters as the CRM receives them (the web-service login is added when it is sent and never stored).",
      editable: false,
    },
    delivery: {
      label: 'Delivery',
      description:
        'pending: waiting to be sent (or for its next attempt). sent: the CRM accepted it. failed: given up after 24 hours of retries; set it back to pending to try again (for another 24 hours).',
    },
    attempts: { label: 'Attempts', description: 'How often sending was tried.', editable: false },
    nextAttemptAt: { label: 'Next attempt', description: 'When the next try is due (delays double after each failure, up to an hour).', editable: false },
    giveUpAt: { label: 'Give up at', description: 'After this moment a failing message is marked failed instead of retried.', editable: false },
    leaseOwner: { label: 'Being sent by', description: 'Which CMS process is sending it right now (empty when none).', editable: false },
    leaseUntil: { label: 'Claimed until', description: 'Until when that process holds it; after that another may try.', editable: false },
    lastError: { label: 'Last error', description: "What went wrong at the last try: the CRM's message, an HTTP error or no answer in time.", editable: false },
    sentAt: { label: 'Sent at', description: 'When the CRM accepted it.', editable: false },
    lookup: {
      label: 'To find the search in the CRM',
      description:
        "An unsubscribe's e-mail and CRM search login, to ask the CRM for the search's ids (CheckDemandLogin) when it did not give them; emptied once sent.",
      editable: false,
      visible: false,
    },
    answer: {
      label: "CRM's answer",
      description: 'The value the CRM answered with (for a search registration: its ids in the CRM, when it gives them).',
      editable: false,
    },
    submission: { label: 'Request', description: 'The visitor request this message carries.', editable: false, mainField: 'name' },
    searchRegistration: { label: 'Search registration', description: 'The registered search this message is about.', editable: false, mainField: 'email' },
  },
  edit: [
    group(
      'Message',
      [
        ['endpoint', 6],
        ['delivery', 6],
      ],
      [['payload', 12]],
      [
        ['submission', 6],
        ['searchRegistration', 6],
      ],
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
        ['leaseOwner', 6],
        ['leaseUntil', 6],
      ],
      [['answer', 12]],
    ),
  ],
});
