import * as z from './zod';
import { PROPERTY_CATEGORY_WEB_IDS } from '../catalog/property-categories';
import { CONTACT_TIME_SLOT_IDS } from '../constants/time-slots';
import { appointmentDateProblem } from './appointment-dates';
import { PASSWORD_MIN_LENGTH, type FormMessageKey } from './messages';
import { isCommonPassword } from './common-passwords';
import { SEARCH_MAX_ZONES, SEARCH_ZONE_MAX_LENGTH } from './search-limits';
import { isValidPhone, isValidZip, parseBooleanInput, parseDateInput, parseListInput, parseNumberInput } from './parse-input';

/** Issue options carrying a message key (typed, so a misspelt key does not compile). */
export const message = (key: FormMessageKey) => ({ error: key });

/** 'required' when nothing was given, else `otherwise`: for fields whose input may have the wrong type. */
const requiredOr = (otherwise: FormMessageKey) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : otherwise),
});

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 4000;

/**
 * What no text field takes, whatever its length: markup (a '<' opening a tag, comment or closing tag:
 * forms are plain text, and mails never carry a visitor's HTML) and control characters other than line
 * breaks and tabs, bidirectional overrides included (they disguise what a staff member reads).
 */
const MARKUP = /<[a-z!/?]/i;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Line breaks, which a one-line value (a name, an address, anything that may reach a mail header) never holds. */
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

const plain = (value: string) => !MARKUP.test(value);
const noControl = (value: string) => !CONTROL.test(value);
const oneLine = (value: string) => !LINE_BREAK.test(value);

/** A trimmed text in Unicode's composed form (é typed two ways is one value), plain and without controls. */
const cleanText = (schema: z.ZodString) =>
  schema
    .trim()
    .transform((value) => value.normalize('NFC'))
    .pipe(z.string().refine(plain, message('noMarkup')).refine(noControl, message('invalid')));

/** A one-line text: also no line breaks. */
const cleanLine = (schema: z.ZodString) =>
  schema
    .trim()
    .transform((value) => value.normalize('NFC'))
    .pipe(z.string().refine(oneLine, message('lineBreak')).refine(plain, message('noMarkup')).refine(noControl, message('invalid')));

/** A required one-line text (a name, a street, a place). `emptyKey` lets a form say more than 'required' (e.g. 'addressRequired'). */
export const requiredText = (max: number = TEXT_MAX, emptyKey: FormMessageKey = 'required') =>
  cleanLine(z.string(message(emptyKey)).trim().min(1, message(emptyKey)).max(max, message('tooLong')));

/** A required text of several lines (a testimonial). */
export const requiredLongText = (max: number = LONG_TEXT_MAX) =>
  cleanText(z.string(message('required')).trim().min(1, message('required')).max(max, message('tooLong')));

/** An optional text of several lines (remarks), trimmed; '' (an untouched input) is accepted. */
export const optionalText = (max: number = LONG_TEXT_MAX) => cleanText(z.string(message('invalid')).max(max, message('tooLong'))).optional();

/** An optional choice of radio buttons: none picked (what a form sends as '' or null) is no value; anything else must be one of `values`. */
export const optionalChoiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, message('invalidOption')).optional());

/** An optional one-line text (a box number, a country, a name on a sign-up). */
export const optionalLine = (max: number = TEXT_MAX) => cleanLine(z.string(message('invalid')).max(max, message('tooLong'))).optional();

export const emailField = () =>
  z
    .string(message('required'))
    .trim()
    .min(1, message('required'))
    .max(254, message('tooLong'))
    .pipe(z.email(message('email')));

export const phoneField = () =>
  z.string(message('required')).trim().min(1, message('required')).max(30, message('phone')).refine(isValidPhone, message('phone'));

export const zipField = (emptyKey: FormMessageKey = 'required') =>
  z.string(message(emptyKey)).trim().min(1, message(emptyKey)).refine(isValidZip, message('zip'));

/** Civility (spec: Mr/Ms/Miss). */
export const CIVILITIES = ['mr', 'ms', 'miss'] as const;
export type Civility = (typeof CIVILITIES)[number];
export const civilityField = () => z.enum(CIVILITIES, requiredOr('invalidOption'));

/** A complete date, typed or from a date input; the output is always 'YYYY-MM-DD'. */
export const dateField = () =>
  z
    .string(message('required'))
    .trim()
    .min(1, message('required'))
    .refine((value) => parseDateInput(value) !== null, message('date'))
    .transform((value) => parseDateInput(value) as string);

/**
 * The day of a booked visit: a complete date from tomorrow to the booking horizon (appointment-dates.ts),
 * judged by the clock when it is checked (the browser's on the form, the CMS's again on the server).
 */
export const appointmentDateField = () =>
  dateField()
    .refine((value) => appointmentDateProblem(value) !== 'dateTooEarly', message('dateTooEarly'))
    .refine((value) => appointmentDateProblem(value) !== 'dateTooLate', message('dateTooLate'));

/** One of the spec's time slots (constants/time-slots), required. */
export const timeSlotField = () => z.enum(CONTACT_TIME_SLOT_IDS, requiredOr('invalidOption'));

/** A number typed in Belgian style ('245.000', '1250,50'); `required` decides whether blank is allowed. */
export function numberField(options: { min?: number; max?: number; integer?: boolean; required: true }): z.ZodType<number, unknown>;
export function numberField(options: { min?: number; max?: number; integer?: boolean; required?: false }): z.ZodType<number | undefined, unknown>;
export function numberField(options: { min?: number; max?: number; integer?: boolean; required?: boolean }): z.ZodType<number | undefined, unknown> {
  let schema = z.number(requiredOr('number'));
  if (options.integer) schema = schema.int(message('number'));
  if (options.min !== undefined) schema = schema.min(options.min, message('min'));
  if (options.max !== undefined) schema = schema.max(options.max, message('max'));
  return z.preprocess(parseNumberInput, options.required ? schema : schema.optional());
}

/** A yes/no value (checkbox or radio), required. */
export const booleanField = () => z.preprocess(parseBooleanInput, z.boolean(requiredOr('invalidOption')));

/** An optional yes/no value; blank is "not said". */
export const optionalBooleanField = () => z.preprocess(parseBooleanInput, z.boolean(message('invalidOption')).optional());

/** A confirmation checkbox that must be ticked. */
export const mustAcceptField = () => z.preprocess(parseBooleanInput, z.literal(true, message('mustAccept')));

/** A listing id (the feed's numeric ID, or a CMS documentId). */
export const propertyIdField = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string(message('required'))
      .trim()
      .min(1, message('required'))
      .regex(/^[A-Za-z0-9_-]{1,40}$/, message('invalid')),
  );

export const optionalPropertyIdField = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === '' || value === null ? undefined : value),
    z
      .string(message('invalid'))
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, message('invalid'))
      .optional(),
  );

/** Property types chosen by WebID (at least one); '1' and 1 both count. */
export const propertyTypesField = () =>
  z.preprocess(
    parseListInput,
    z
      .array(
        z.preprocess(
          (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
          z.number(message('invalidOption')).refine((id) => PROPERTY_CATEGORY_WEB_IDS.includes(id), message('invalidOption')),
        ),
        message('atLeastOneType'),
      )
      .min(1, message('atLeastOneType'))
      // Each type once: no more entries than there are types.
      .max(PROPERTY_CATEGORY_WEB_IDS.length, message('invalidOption'))
      .refine((ids) => new Set(ids).size === ids.length, message('invalidOption')),
  );

/** What is wrong with one zone, if anything: the plain one-line text every form field is. */
const zoneProblem = (zone: string): FormMessageKey | null =>
  zone.length > SEARCH_ZONE_MAX_LENGTH ? 'tooLong' : !oneLine(zone) ? 'lineBreak' : !plain(zone) ? 'noMarkup' : !noControl(zone) ? 'invalid' : null;

/**
 * Towns, zips or regions: at least one, at most SEARCH_MAX_ZONES, each one line of plain text. A zone's
 * problem is reported on the field itself (the form shows it there), not on the n-th entry.
 */
export const zonesField = () =>
  z.preprocess(
    parseListInput,
    z
      .array(
        z.preprocess(
          (value) => (typeof value === 'number' ? String(value) : value),
          z
            .string(message('invalid'))
            .trim()
            .transform((value) => value.normalize('NFC')),
        ),
        message('atLeastOneZone'),
      )
      .min(1, message('atLeastOneZone'))
      .max(SEARCH_MAX_ZONES, message('tooManyZones'))
      .superRefine((zones, ctx) => {
        const problem = zones.map(zoneProblem).find((p) => p !== null);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );

/** Preferred call-back slots (ids of constants/time-slots), optional. */
export const timeSlotsField = () =>
  z.preprocess(parseListInput, z.array(z.enum(CONTACT_TIME_SLOT_IDS, message('invalidOption')), message('invalidOption'))).optional();

/** A new password (OWASP ASVS 5.0): long enough and not a common one; no rules on character classes. */
export const newPasswordField = () =>
  z
    .string(message('required'))
    .min(1, message('required'))
    .min(PASSWORD_MIN_LENGTH, message('passwordTooShort'))
    .max(200, message('tooLong'))
    .refine((password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password), message('passwordCommon'));

/**
 * Honeypot: a field hidden from people and left empty; bots fill it in. Optional so forms without it
 * still validate.
 */
export const honeypotField = () => z.string(message('captcha')).max(0, message('captcha')).optional();

/** The visitor's consent to the agency storing and answering the request (the privacy statement): must be given. */
export const consentField = () => mustAcceptField();
