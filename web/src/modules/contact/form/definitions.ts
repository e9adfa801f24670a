import {
  amountInWords,
  parseNumberInput,
  CHOICE_LABELS,
  FACADE_CHOICES,
  FACADE_CHOICE_NAMES,
  CIVILITIES,
  CONTACT_PREFERENCES,
  LISTING_REQUESTS,
  LOCALES,
  PROPERTY_CATEGORIES,
  SEARCH_ALERT_FREQUENCIES,
  SEARCH_GOALS,
  VALUATION_PURPOSES,
  appointmentDateRange,
  contactTimeSlots,
  type FieldName,
  type Locale,
  type SubmittableForm,
} from '@coast/domain';

/** One input of a form: its name in the schema (dotted for nested: 'property.street'), its kind and label. */
export interface FieldSpec {
  readonly name: string;
  readonly label: FieldName;
  readonly kind: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select' | 'radio' | 'checkboxes' | 'checkbox' | 'files';
  readonly required?: boolean;
  readonly autoComplete?: string;
  /** Half of the row on wide screens (names, zip and town...). */
  readonly half?: boolean;
  /** For select, radio, checkboxes: value and label in a language. */
  readonly options?: (locale: Locale) => ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** A group heading shown above the field (the valuation's property address, an offer's buyers). */
  readonly groupStart?: 'propertyAddress' | 'personA' | 'personB' | 'confirmations';
  /** A number typed with the phone's digit keyboard (an amount in euro, Belgian format allowed). */
  readonly numeric?: boolean;
  /** A value the form writes from other fields while the visitor has not typed one (the amount in words). */
  readonly derive?: { readonly from: string; readonly value: (source: unknown, locale: Locale) => string | null };
  /** A date's first and last day the browser offers (its clock, when the form is shown). */
  readonly dateRange?: () => { readonly first: string; readonly last: string };
  /** A label written for this form rather than the field's name (a rental statement with the listing's figures). */
  readonly text?: string;
  /** Lines under a checkbox's label (the amounts due at signing). */
  readonly lines?: readonly string[];
}

/** The options of a choice field, labelled in a language (@coast/domain's CHOICE_LABELS). */
const choices =
  (values: readonly string[], field: 'title' | 'request' | 'contactPreference' | 'purpose' | 'pets' | 'goal' | 'frequency' | 'language') => (locale: Locale) =>
    values.map((value) => ({ value, label: CHOICE_LABELS[locale][field][value] ?? value }));

const person: FieldSpec[] = [
  { name: 'title', label: 'title', kind: 'radio', required: true, options: choices(CIVILITIES, 'title') },
  { name: 'firstName', label: 'firstName', kind: 'text', required: true, autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'lastName', kind: 'text', required: true, autoComplete: 'family-name', half: true },
  { name: 'email', label: 'email', kind: 'email', required: true, autoComplete: 'email', half: true },
  { name: 'phone', label: 'phone', kind: 'tel', required: true, autoComplete: 'tel', half: true },
];
const callBack: FieldSpec[] = [
  {
    name: 'contactTimeSlots',
    label: 'contactTimeSlots',
    kind: 'checkboxes',
    options: (locale) => contactTimeSlots(locale).map((s) => ({ value: s.id, label: s.label })),
  },
  { name: 'contactPreference', label: 'contactPreference', kind: 'radio', options: choices(CONTACT_PREFERENCES, 'contactPreference') },
];
const remarks: FieldSpec = { name: 'remarks', label: 'remarks', kind: 'textarea' };

/** A buyer of an offer, under `personA.` or `personB.`: the person and their address (required for buyer A only). */
const buyer = (prefix: 'personA' | 'personB', required: boolean): FieldSpec[] => [
  ...person.map((field, i) => ({ ...field, name: `${prefix}.${field.name}`, required, ...(i === 0 ? { groupStart: prefix } : {}) })),
  { name: `${prefix}.street`, label: 'street', kind: 'text', required, autoComplete: prefix === 'personA' ? 'address-line1' : 'off', half: true },
  { name: `${prefix}.houseNumber`, label: 'houseNumber', kind: 'text', required, half: true },
  { name: `${prefix}.box`, label: 'box', kind: 'text', half: true },
  { name: `${prefix}.zip`, label: 'zip', kind: 'text', required, autoComplete: prefix === 'personA' ? 'postal-code' : 'off', half: true },
  { name: `${prefix}.city`, label: 'city', kind: 'text', required, autoComplete: prefix === 'personA' ? 'address-level2' : 'off', half: true },
  { name: `${prefix}.country`, label: 'country', kind: 'text', half: true },
];
const consent: FieldSpec = { name: 'consent', label: 'consent', kind: 'checkbox', required: true };

/** The candidate tenant's current address. */
const address: FieldSpec[] = [
  { name: 'street', label: 'street', kind: 'text', required: true, autoComplete: 'address-line1', half: true },
  { name: 'houseNumber', label: 'houseNumber', kind: 'text', required: true, half: true },
  { name: 'box', label: 'box', kind: 'text', half: true },
  { name: 'zip', label: 'zip', kind: 'text', required: true, autoComplete: 'postal-code', half: true },
  { name: 'city', label: 'city', kind: 'text', required: true, autoComplete: 'address-level2', half: true },
  { name: 'country', label: 'country', kind: 'text', autoComplete: 'country-name', half: true },
];

/**
 * A registered search's criteria and mails, as the registration form and the manage page ask them. The
 * towns come from the CMS (the towns with listings), given by the page: see `zoneOptions`.
 */
export const SEARCH_CRITERIA_FIELDS: readonly FieldSpec[] = [
  { name: 'goal', label: 'goal', kind: 'radio', required: true, options: choices(SEARCH_GOALS, 'goal') },
  {
    name: 'propertyTypes',
    label: 'propertyTypes',
    kind: 'checkboxes',
    required: true,
    options: (locale) => PROPERTY_CATEGORIES.map((c) => ({ value: String(c.webId), label: c.names[locale] })),
  },
  { name: 'zones', label: 'zones', kind: 'checkboxes', required: true, options: () => [] },
  { name: 'minPrice', label: 'minPrice', kind: 'text', numeric: true, half: true },
  { name: 'maxPrice', label: 'maxPrice', kind: 'text', numeric: true, half: true },
  {
    name: 'minBedrooms',
    label: 'minBedrooms',
    kind: 'select',
    options: () => ['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: `${v}+` })),
    half: true,
  },
  { name: 'garage', label: 'garage', kind: 'checkbox' },
  { name: 'parking', label: 'parking', kind: 'checkbox' },
  { name: 'garden', label: 'garden', kind: 'checkbox' },
  { name: 'terrace', label: 'terrace', kind: 'checkbox' },
  { name: 'newBuild', label: 'newBuild', kind: 'checkbox' },
  { name: 'furnished', label: 'furnished', kind: 'checkbox' },
  {
    name: 'facades',
    label: 'facades',
    kind: 'select',
    options: (locale) => FACADE_CHOICES.map((n) => ({ value: String(n), label: FACADE_CHOICE_NAMES[n][locale] })),
    half: true,
  },
  { name: 'minPlot', label: 'minPlot', kind: 'text', numeric: true, half: true },
  { name: 'frequency', label: 'frequency', kind: 'radio', required: true, options: choices(SEARCH_ALERT_FREQUENCIES, 'frequency') },
  { name: 'language', label: 'language', kind: 'select', options: choices(LOCALES, 'language'), half: true },
];

/** The inputs of each form, in order (the schemas of @coast/domain check them). */
export const FORM_FIELDS: Readonly<Record<SubmittableForm, readonly FieldSpec[]>> = {
  'site-contact': [...person, remarks, ...callBack, consent],
  'contact-me': [
    { name: 'request', label: 'request', kind: 'radio', required: true, options: choices(LISTING_REQUESTS, 'request') },
    ...person,
    { name: 'preferredDate', label: 'preferredDate', kind: 'date' },
    remarks,
    ...callBack,
    consent,
  ],
  'contact-demand': [
    ...person,
    { name: 'purpose', label: 'purpose', kind: 'radio', required: true, options: choices(VALUATION_PURPOSES, 'purpose') },
    {
      name: 'propertyType',
      label: 'propertyType',
      kind: 'select',
      options: (locale) => PROPERTY_CATEGORIES.map((c) => ({ value: String(c.webId), label: c.names[locale] })),
    },
    { name: 'property.street', label: 'street', kind: 'text', required: true, autoComplete: 'address-line1', half: true, groupStart: 'propertyAddress' },
    { name: 'property.houseNumber', label: 'houseNumber', kind: 'text', required: true, half: true },
    { name: 'property.box', label: 'box', kind: 'text', half: true },
    { name: 'property.zip', label: 'zip', kind: 'text', required: true, autoComplete: 'postal-code', half: true },
    { name: 'property.city', label: 'city', kind: 'text', required: true, autoComplete: 'address-level2', half: true },
    remarks,
    consent,
  ],
  'contact-construction': [...person, { name: 'project', label: 'project', kind: 'text' }, remarks, ...callBack, consent],
  'send-to-friend': [
    { name: 'senderName', label: 'senderName', kind: 'text', required: true, autoComplete: 'name', half: true },
    { name: 'senderEmail', label: 'senderEmail', kind: 'email', required: true, autoComplete: 'email', half: true },
    { name: 'friendName', label: 'friendName', kind: 'text', half: true },
    { name: 'friendEmail', label: 'friendEmail', kind: 'email', required: true, half: true },
    { name: 'message', label: 'message', kind: 'textarea' },
    consent,
  ],
  testimonial: [
    { name: 'firstName', label: 'firstName', kind: 'text', required: true, autoComplete: 'given-name', half: true },
    { name: 'lastName', label: 'lastName', kind: 'text', required: true, autoComplete: 'family-name', half: true },
    { name: 'email', label: 'email', kind: 'email', required: true, autoComplete: 'email', half: true },
    { name: 'city', label: 'city', kind: 'text', autoComplete: 'address-level2', half: true },
    {
      name: 'rating',
      label: 'rating',
      kind: 'select',
      options: () => ['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: '★'.repeat(Number(v)) + ` (${v})` })),
    },
    { name: 'message', label: 'message', kind: 'textarea', required: true },
    consent,
  ],
  'document-request': [...person, remarks, consent],
  'purchase-offer': [
    { name: 'amount', label: 'amount', kind: 'text', required: true, numeric: true, half: true },
    {
      name: 'amountInWords',
      label: 'amountInWords',
      kind: 'text',
      required: true,
      half: true,
      derive: { from: 'amount', value: (amount, locale) => amountInWords(parseNumberInput(amount) ?? Number.NaN, locale) },
    },
    { name: 'startDate', label: 'startDate', kind: 'date', required: true, half: true },
    { name: 'endDate', label: 'endDate', kind: 'date', required: true, half: true },
    { name: 'place', label: 'place', kind: 'text', required: true, half: true },
    { name: 'signingDate', label: 'signingDate', kind: 'date', required: true, half: true },
    { name: 'conditions', label: 'conditions', kind: 'textarea' },
    ...buyer('personA', true),
    ...buyer('personB', false),
    remarks,
    consent,
  ],
  // The rental statements come from the listing (form/rental-statements.ts): inserted before the consent.
  'contact-appointment': [
    ...person,
    { name: 'appointmentDate', label: 'appointmentDate', kind: 'date', required: true, half: true, dateRange: appointmentDateRange },
    {
      name: 'appointmentSlot',
      label: 'appointmentSlot',
      kind: 'radio',
      required: true,
      options: (locale) => contactTimeSlots(locale).map((s) => ({ value: s.id, label: s.label })),
    },
    remarks,
    consent,
  ],
  'rental-application': [
    ...person,
    ...address,
    { name: 'adults', label: 'adults', kind: 'text', required: true, numeric: true, half: true },
    { name: 'children', label: 'children', kind: 'text', required: true, numeric: true, half: true },
    { name: 'pets', label: 'pets', kind: 'radio', required: true, options: choices(['true', 'false'], 'pets'), half: true },
    { name: 'petsDescription', label: 'petsDescription', kind: 'text', half: true },
    { name: 'moveDate', label: 'moveDate', kind: 'date', required: true, half: true },
    { name: 'incomePerson1', label: 'incomePerson1', kind: 'text', required: true, numeric: true, half: true },
    { name: 'incomePerson2', label: 'incomePerson2', kind: 'text', numeric: true, half: true },
    { name: 'reason', label: 'reason', kind: 'textarea' },
    { name: 'documents', label: 'documents', kind: 'files' },
    remarks,
    consent,
  ],
  'demand-register': [...SEARCH_CRITERIA_FIELDS, ...person, remarks, consent],
  'sign-newsletter': [
    { name: 'email', label: 'email', kind: 'email', required: true, autoComplete: 'email' },
    { name: 'firstName', label: 'firstName', kind: 'text', autoComplete: 'given-name', half: true },
    { name: 'lastName', label: 'lastName', kind: 'text', autoComplete: 'family-name', half: true },
    consent,
  ],
};

/** A form's inputs with the ones the page adds (a rental visit's statements) just before the consent. */
export function formFields(form: SubmittableForm, extra: readonly FieldSpec[] = []): readonly FieldSpec[] {
  const fields = FORM_FIELDS[form];
  if (!extra.length) return fields;
  const at = fields.findIndex((f) => f.name === 'consent');
  return at < 0 ? [...fields, ...extra] : [...fields.slice(0, at), ...extra, ...fields.slice(at)];
}

/** Empty values of a form's inputs (strings, lists for checkbox groups, false for a checkbox), nested where named so. */
export function emptyValues(form: SubmittableForm, extra: readonly FieldSpec[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of formFields(form, extra)) {
    const empty = field.kind === 'checkboxes' || field.kind === 'files' ? [] : field.kind === 'checkbox' ? false : '';
    const [head = field.name, tail] = field.name.split('.');
    if (tail) values[head] = { ...(values[head] as Record<string, unknown> | undefined), [tail]: empty };
    else values[head] = empty;
  }
  if (form === 'contact-me') values.request = 'information';
  // A search mails at once unless the visitor asks for a digest.
  if (form === 'demand-register') values.frequency = 'instant';
  // Most candidate tenants are one adult without children; the visitor changes what differs.
  if (form === 'rental-application') Object.assign(values, { adults: '1', children: '0' });
  return values;
}
