import { FORM_NAMES } from '@coast/domain';

/**
 * Stored codes as staff read them in the admin's lists ("For sale" for `for_sale`), per content type and
 * field. The stored values stay the codes (the site and the public API read them); only what the list
 * shows changes (src/admin/list-cells.tsx). Request kinds are named as the site's forms are.
 */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  'api::submission.submission': {
    form: FORM_NAMES.en,
    state: { new: 'New', unconfirmed: 'Awaiting confirmation', confirmed: 'Confirmed', handled: 'Handled' },
    appointmentSlot: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    language: { nl: 'Dutch', fr: 'French', en: 'English', de: 'German' },
  },
  'api::property.property': {
    availability: { for_sale: 'For sale', for_rent: 'For rent', sold: 'Sold', rented: 'Rented', takeover: 'Takeover', unavailable: 'Unavailable' },
  },
  'api::listing-communication.listing-communication': {
    type: { phone: 'Phone', email: 'E-mail', letter: 'Letter', meeting: 'Meeting', website: 'Website', other: 'Other' },
    communicationStatus: { open: 'Open', handled: 'Handled' },
    source: {
      immoweb: 'Immoweb',
      zimmo: 'Zimmo',
      realo: 'Realo',
      sign: 'Sign at the property',
      'walk-in': 'Walked in',
      phone: 'Phone',
      referral: 'Referral',
      other: 'Other',
    },
  },
  'api::listing-viewing.listing-viewing': { viewingStatus: { planned: 'Planned', done: 'Done', cancelled: 'Cancelled' } },
  'api::owner-document.owner-document': {
    kind: {
      mandate: 'Mandate',
      epc: 'EPC certificate',
      asbestos: 'Asbestos certificate',
      electrical: 'Electrical inspection',
      soil: 'Soil certificate',
      'urban-planning': 'Urban planning information',
      plan: 'Plan',
      other: 'Other',
    },
  },
  'api::outbox-mail.outbox-mail': { delivery: { pending: 'Waiting', sent: 'Sent', failed: 'Failed' } },
  'api::crm-message.crm-message': { delivery: { pending: 'Waiting', sent: 'Sent', failed: 'Failed' } },
  'api::menu-page.menu-page': {
    type: { page: 'Page', 'thank-you': 'Thank-you page', 'not-found': 'Not found page', login: 'Login page', 'property-detail': 'Listing page' },
  },
  'api::search-registration.search-registration': {
    goal: { buy: 'Buy', rent: 'Rent' },
    frequency: { instant: 'At once', daily: 'Daily', weekly: 'Weekly' },
    language: { nl: 'Dutch', fr: 'French', en: 'English', de: 'German' },
    state: { unconfirmed: 'Awaiting confirmation', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
  },
  'api::search-alert.search-alert': { reason: { new: 'New listing', 'price-drop': 'Price drop' }, state: { pending: 'Waiting', sent: 'Sent' } },
  'api::city.city': { region: { flanders: 'Flanders', brussels: 'Brussels', wallonia: 'Wallonia', abroad: 'Abroad' } },
};

/** Whole numbers that are references, not amounts: shown as typed (4512001), never grouped (4,512,001). */
export const REFERENCE_FIELDS: ReadonlySet<string> = new Set(['externalId', 'listingId', 'registrationId', 'webId']);
