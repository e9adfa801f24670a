import { contentType, group } from './types';

const EMPTY = "Empty: a standard text in the visitor's language.";

export default contentType({
  uid: 'api::cookie-consent.cookie-consent',
  fields: {
    revision: {
      label: 'Consent version',
      description:
        'Raise it by one to ask every visitor again, e.g. after a category covers new cookies or a new service. Visitors who chose under an older version see the dialog on their next visit. The same for every language; 1 to 999.',
    },
    title: { label: 'Dialog title', description: `Heading of the cookie dialog's first view, in this language. Example: "Cookies op onze website". ${EMPTY}` },
    description: {
      label: 'Dialog text',
      description: `What the first view says: which cookies and why, and that the visitor can decline. A link to the cookie policy is added below it. ${EMPTY}`,
    },
    acceptAllLabel: { label: '"Accept all" button', description: `Label of the button that accepts every category. Example: "Alles aanvaarden". ${EMPTY}` },
    declineLabel: {
      label: '"Decline" button',
      description: `Label of the button that keeps only the strictly necessary cookies; it is shown as prominently as "accept all", as the law requires. Example: "Weigeren". ${EMPTY}`,
    },
    settingsLabel: {
      label: '"Change settings" button',
      description: `Label of the button that opens the five switches. Example: "Instellingen wijzigen". ${EMPTY}`,
    },
    preferencesTitle: { label: 'Settings title', description: `Heading of the view with the five switches. Example: "Cookie-instellingen". ${EMPTY}` },
    preferencesDescription: { label: 'Settings text', description: `Text above the five switches. ${EMPTY}` },
    saveLabel: { label: '"Save my choice" button', description: `Label of the button that stores the switches as set. Example: "Keuze opslaan". ${EMPTY}` },
    categories: {
      label: 'Categories and their cookies',
      description:
        'One entry per category (strictly necessary, analytical, marketing, social media, unclassified): its name and text in the dialog, and each cookie it covers. The cookie policy page (its "Cookie list" module) lists the same cookies. A category without an entry shows a standard name.',
    },
  },
  edit: [
    group('Version', [['revision', 4]]),
    group(
      'First view',
      [['title', 12]],
      [['description', 12]],
      [
        ['acceptAllLabel', 4],
        ['declineLabel', 4],
        ['settingsLabel', 4],
      ],
    ),
    group(
      'Settings view',
      [
        ['preferencesTitle', 6],
        ['saveLabel', 6],
      ],
      [['preferencesDescription', 12]],
    ),
    group('Categories', [['categories']]),
  ],
});
