import {
  AVAILABLE_FROM_VALUES,
  BUILDING_CONDITION_NAMES,
  FORM_NAMES,
  availableFromText,
  ICON_NAMES,
  ownerRecordLabels,
  type BuildingCondition,
} from '@coast/domain';

type Labels = Readonly<Record<string, string>>;

/** The listing records' words as owners read them in the portal, in English. */
const RECORDS = ownerRecordLabels('en');
/** The kinds of mail the outbox sends (a template's key is one of them). */
const MAILS: Labels = {
  'agency-notification': 'Notification to the agency',
  'visitor-confirmation': 'Confirmation to the visitor',
  'friend-recommendation': 'Recommendation to a friend',
  'newsletter-confirmation': 'Newsletter confirmation',
  'document-links': 'Document links',
  'owner-invitation': 'Owner invitation',
  'owner-password-reset': 'Owner password reset',
  'search-confirmation': 'Search registration confirmation',
  'search-alert': 'Search alert',
};
const LANGUAGES: Labels = { nl: 'Dutch', fr: 'French', en: 'English', de: 'German' };
const DELIVERY: Labels = { pending: 'Waiting', sent: 'Sent', failed: 'Failed' };
const conditions = Object.fromEntries(Object.entries(BUILDING_CONDITION_NAMES).map(([code, name]) => [code as BuildingCondition, name.en]));
// 'atDate' reads as the date itself on the site; staff read what it means.
const availableFrom = Object.fromEntries(AVAILABLE_FROM_VALUES.map((code) => [code, availableFromText(code, null, 'en') ?? 'From a date']));
/** 'arrowUp' -> 'Arrow up': the site's icon names read as words. */
const iconWords = Object.fromEntries(
  ICON_NAMES.map((name) => [name, name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase())]),
);

/**
 * Stored codes as staff read them in the admin ("For sale" for `for_sale`), per field name: in the list
 * views (src/admin/list-cells.tsx) and in the edit views' dropdowns (src/admin/choice-input.tsx). The
 * stored values stay the codes (the site and the public API read them). A field name means one thing
 * wherever it is used, so one table serves every content type and component; the CMS tests fail when an
 * enumeration has a value without a label here.
 */
export const CHOICE_LABELS: Readonly<Record<string, Labels>> = {
  availability: { for_sale: 'For sale', for_rent: 'For rent', sold: 'Sold', rented: 'Rented', takeover: 'Takeover', unavailable: 'Unavailable' },
  goal: { sale: 'Sale', rent: 'Rent', all: 'Sale and rent', takeover: 'Takeover', buy: 'Buy' },
  condition: conditions,
  availableFrom,
  form: { ...FORM_NAMES.en, 'owner-login': 'Owner login' },
  state: {
    new: 'New',
    unconfirmed: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    handled: 'Handled',
    unsubscribed: 'Unsubscribed',
    pending: 'Waiting',
    sent: 'Sent',
  },
  appointmentSlot: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  language: LANGUAGES,
  code: LANGUAGES,
  defaultLanguage: LANGUAGES,
  type: {
    // A menu page's kind
    page: 'Page',
    'thank-you': 'Thank-you page',
    'not-found': 'Not found page',
    login: 'Login page',
    'property-detail': 'Listing page',
    // The home banner's kind
    image: 'Image',
    gallery: 'Gallery of pictures',
    video: 'Video',
    none: 'None',
    // A listing communication's kind
    ...RECORDS.type,
  },
  communicationStatus: RECORDS.status,
  source: RECORDS.source,
  viewingStatus: RECORDS.viewing,
  kind: {
    // An owner document's kind
    ...RECORDS.kind,
    // An outbox mail's kind
    ...MAILS,
  },
  // A mail template's kind
  key: MAILS,
  delivery: DELIVERY,
  endpoint: {
    ContactOnMe: 'Contact request (ContactOnMe)',
    ContactOnMeProject: 'Project request (ContactOnMeProject)',
    DemandRegister: 'Search registration (DemandRegister)',
    UnsubscribeDemandPerson: 'Unsubscribe (UnsubscribeDemandPerson)',
  },
  lastResult: { ok: 'Done', failed: 'Failed', refused: 'Refused by the CRM' },
  frequency: { instant: 'At once', daily: 'Daily', weekly: 'Weekly' },
  reason: { new: 'New listing', 'price-drop': 'Price drop' },
  region: { flanders: 'Flanders', brussels: 'Brussels', wallonia: 'Wallonia', abroad: 'Abroad' },
  category: { necessary: 'Necessary', analytical: 'Analytical', marketing: 'Marketing', 'social-media': 'Social media', unclassified: 'Unclassified' },
  view: {
    // Article
    full: 'Full text',
    summary: 'Summary',
    banner: 'Banner',
    // Category
    news: 'News',
    team: 'Team',
    testimonials: 'Testimonials',
    list: 'List',
    // Contact
    form: 'Form',
    compact: 'Compact',
    // Listing list
    grid: 'Grid',
    newest: 'Newest (a few)',
    map: 'Map',
  },
  sortBy: { newest: 'Newest first', price_asc: 'Price, low to high', price_desc: 'Price, high to low' },
  work: {
    roof: 'Roof insulation',
    wall: 'Wall insulation',
    floor: 'Floor insulation',
    glazing: 'Glazing',
    'heat-pump': 'Heat pump',
    'solar-panels': 'Solar panels',
    ventilation: 'Ventilation',
  },
  icon: iconWords,
  titleSize: { h1: 'Largest (H1)', h2: 'Large (H2)', h3: 'Medium (H3)', h4: 'Small (H4)' },
  position: { main: 'Main column', top: 'Top, full width', left: 'Left column', right: 'Right column', bottom: 'Bottom, full width', full: 'Full width' },
  backgroundType: { none: 'None', image: 'Image', color: 'Colour', gallery: 'Gallery of pictures' },
  twitterCard: { summary: 'Summary', summary_large_image: 'Summary with a large image' },
};

/** Whole numbers that are references, not amounts: shown as typed (4512001), never grouped (4,512,001). */
export const REFERENCE_FIELDS: ReadonlySet<string> = new Set(['externalId', 'listingId', 'registrationId', 'webId']);
