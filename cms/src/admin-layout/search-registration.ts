import { contentType, group } from './types';

export default contentType({
  uid: 'api::search-registration.search-registration',
  settings: { mainField: 'email', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['createdAt', 'email', 'goal', 'frequency', 'language', 'state', 'lastAlertAt'],
  fields: {
    email: { label: 'E-mail', description: 'Where the alerts go. The person changes their search through the link in each mail.', editable: false },
    name: { label: 'Name', description: 'The name given on the form (used in the greeting of each mail).', editable: false },
    language: { label: 'Language', description: 'The language of the mails (nl, fr, en or de).' },
    goal: { label: 'Buy or rent', description: 'buy: listings for sale. rent: listings for rent.' },
    propertyTypes: {
      label: 'Property types',
      description: 'The property types looked for (at least one), named in the side panel (stored as their WebIDs). Saved from the form or the manage page.',
      editable: false,
      visible: false,
    },
    zones: { label: 'Towns or postcodes', description: 'The towns or postcodes looked for (at least one), e.g. ["8400", "Gistel"].', editable: false },
    minPrice: {
      label: 'Minimum price',
      description: 'In euro; empty: no minimum. A listing with a hidden price never matches a price bound.',
      editable: false,
    },
    maxPrice: { label: 'Maximum price', description: 'In euro; empty: no maximum.', editable: false },
    minBedrooms: { label: 'Minimum bedrooms', description: 'Empty: any number.', editable: false },
    garage: { label: 'Garage wanted', description: 'Ticked: only listings with at least one garage.', editable: false },
    parking: { label: 'Parking wanted', description: 'Ticked: only listings with at least one parking space.', editable: false },
    garden: { label: 'Garden wanted', description: "Ticked: only listings with a garden (the list filter's rule, @coast/domain).", editable: false },
    terrace: { label: 'Terrace wanted', description: 'Ticked: only listings with a terrace.', editable: false },
    facades: { label: 'Façades', description: '2, 3 or 4 (four or more); empty: any.', editable: false },
    minPlot: { label: 'Minimum plot surface', description: 'In m²; empty: no minimum. A listing without a plot surface never matches it.', editable: false },
    newBuild: {
      label: 'New build wanted',
      description: 'Ticked: only new buildings and buildings still to be built (condition new or off plan).',
      editable: false,
    },
    furnished: { label: 'Furnished wanted', description: 'Ticked (a search to rent only): only listings let furnished.', editable: false },
    frequency: {
      label: 'Frequency',
      description: 'instant: a mail after each feed import that brings a match. daily / weekly: one digest a day or a week at most.',
    },
    state: {
      label: 'Status',
      description:
        'unconfirmed: the confirmation link was not used yet (nothing is sent; deleted after 7 days). confirmed: alerts go out. unsubscribed: the person stopped the mails; nothing more is sent (erased with its mails after the retention period of visitor requests).',
      editable: false,
    },
    confirmedAt: { label: 'Confirmed at', description: 'When the person used the confirmation link.', editable: false },
    unsubscribedAt: {
      label: 'Unsubscribed at',
      description: 'When the person stopped the mails (one click in their mail program, or the link).',
      editable: false,
    },
    lastAlertAt: { label: 'Last alert', description: 'When the last alert mail was written: the next one waits for the frequency window.', editable: false },
    crmPersonId: {
      label: 'CRM person id',
      description: "The person's id in the CRM, as the CRM answered the registration (used to unsubscribe there too). Empty: not sent, or the CRM gave no id.",
      editable: false,
    },
    crmDemandId: { label: 'CRM search id', description: "The search's id in the CRM (DemandID), as the CRM answered the registration.", editable: false },
    crmPassword: {
      label: 'CRM search login',
      description: 'The password the site gave this search in the CRM (DemandRegister), to find its ids there when the person unsubscribes.',
      editable: false,
      visible: false,
    },
    submission: { label: 'Request', description: 'The visitor request the registration was sent with.', editable: false, mainField: 'name' },
    mails: {
      label: 'Mails sent',
      description: 'Every mail written for this search: the confirmation and each alert, with their status.',
      editable: false,
      mainField: 'subject',
    },
  },
  edit: [
    group(
      'Person',
      [
        ['email', 6],
        ['name', 6],
      ],
      [
        ['language', 4],
        ['state', 4],
        ['frequency', 4],
      ],
    ),
    group(
      'Search',
      [
        ['goal', 4],
        ['minPrice', 4],
        ['maxPrice', 4],
      ],
      [
        ['propertyTypes', 6],
        ['zones', 6],
      ],
      [
        ['minBedrooms', 4],
        ['garage', 4],
        ['parking', 4],
      ],
      [
        ['garden', 4],
        ['terrace', 4],
        ['newBuild', 4],
      ],
      [
        ['facades', 4],
        ['minPlot', 4],
        ['furnished', 4],
      ],
    ),
    group(
      'Mails',
      [
        ['confirmedAt', 4],
        ['lastAlertAt', 4],
        ['unsubscribedAt', 4],
      ],
      [
        ['submission', 6],
        ['mails', 6],
      ],
      [
        ['crmPersonId', 6],
        ['crmDemandId', 6],
      ],
    ),
  ],
});
