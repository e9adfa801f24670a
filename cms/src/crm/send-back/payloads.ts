import { FORM_NAMES, propertyCategoryName, type Locale, type SubmittableForm } from '@coast/domain';
import { detailsText } from '../../forms/details';
import type { RequestListing } from '../../forms/listing';
import type { SearchCriteria } from '../../search-alerts/criteria';
import type { CrmSettings } from '../settings';

/** The CRM calls the site makes to hand over what visitors send (Omnicasa's names). */
export type CrmSendEndpoint = 'ContactOnMe' | 'ContactOnMeProject' | 'DemandRegister' | 'UnsubscribeDemandPerson';

/**
 * The forms that are a request to the agency and go to the CRM as ContactOnMe (ContactOnMeProject for a
 * project the CRM knows). Not sent: a testimonial, a recommendation to a friend, a newsletter sign-up
 * (none is a request staff follow up in the CRM), and a search registration, which goes as DemandRegister
 * once confirmed.
 */
export const CRM_REQUEST_FORMS: ReadonlySet<SubmittableForm> = new Set<SubmittableForm>([
  'site-contact',
  'contact-me',
  'contact-demand',
  'contact-construction',
  'contact-appointment',
  'document-request',
  'rental-application',
  'purchase-offer',
]);

/** The CRM's LanguageId of a site language; a language without one falls back to the feed's (Dutch). */
export function crmLanguageId(settings: CrmSettings, locale: Locale): number {
  return (settings.languageIds.find(([code]) => code === locale) ?? settings.languageIds[0])[1];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const present = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== null && v !== undefined));

const isMobile = (phone: string) => /^(?:\+|00)?(?:32)?0?4\d/.test(phone.replace(/[\s./-]/g, ''));

/**
 * The service takes its parameters in the query string, which IIS caps at 2048 characters by default:
 * a long message is cut there, with a note; the whole request is in the agency's mail and the admin.
 */
export const CONTENT_LIMIT = 1200;
const capped = (content: string) =>
  content.length > CONTENT_LIMIT ? `${content.slice(0, CONTENT_LIMIT - 40).trimEnd()}\n[... see the agency's mail]` : content;

/** The person as ContactOnMe and DemandRegister name them. */
function personParams(fields: Readonly<Record<string, unknown>>) {
  const person = (fields.personA && typeof fields.personA === 'object' ? fields.personA : fields) as Record<string, unknown>;
  return {
    Name: text(person.lastName),
    FirstName: text(person.firstName),
    Email: text(person.email),
    // A Belgian mobile number (04.. or +324..) is the CRM's GSM; any other its PhoneNumber.
    ...(isMobile(text(person.phone)) ? { GSM: text(person.phone) } : { PhoneNumber: text(person.phone) }),
    // The visitor's own address when the form asks for it at the top level (a valuation's is the property's).
    Address: [text(person.street), text(person.houseNumber)].filter(Boolean).join(' '),
    BoxNr: text(person.box),
    Zip: text(person.zip),
    City: text(person.city),
  };
}

export interface RequestForCrm {
  readonly form: SubmittableForm;
  readonly locale: Locale;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly listing: RequestListing | null;
  /** The CRM's id of the project asked about, when the site knows it. */
  readonly projectId: number | null;
  readonly submittedAt: Date;
}

/**
 * A visitor request as ContactOnMe (about a listing: ObjectID, the CRM's own id of it) or
 * ContactOnMeProject (ProjectIDs). Subject and Content are written in the agency's language, as its
 * notification mail is: the form's name, and every field as 'Label: value' lines.
 */
export function requestMessage(request: RequestForCrm, settings: CrmSettings, agencyLocale: Locale) {
  const endpoint: CrmSendEndpoint = request.projectId !== null ? 'ContactOnMeProject' : 'ContactOnMe';
  const payload = present({
    ...personParams(request.fields),
    Subject: `${FORM_NAMES[agencyLocale][request.form]} (website)`,
    Content: capped(detailsText(request.fields, agencyLocale)),
    ...(request.listing ? { ObjectID: request.listing.externalId } : {}),
    ...(request.projectId !== null ? { ProjectIDs: [request.projectId] } : {}),
    IsReceivedEmail: false,
    LanguageId: crmLanguageId(settings, request.locale),
  });
  return { endpoint, payload };
}

/** A registered search as the site stores it (search-registration). */
export interface RegistrationForCrm extends SearchCriteria {
  readonly language: Locale;
  /** The postcodes of its zones (a town's from the listings in it). */
  readonly zips: readonly string[];
  readonly frequency: string;
}

/**
 * A confirmed search as DemandRegister: Goal 0 sale / 1 rent (the feed's codes), the zones as Zips, the
 * bounds, and a login of its own for the site to find it again. The site's types are website groups (WebID), which DemandRegister has no parameter for (its
 * TypeOfPropertyIDs are the CRM's detailed types): they are named in Comment, with the towns as typed.
 */
export function registrationMessage(fields: Readonly<Record<string, unknown>>, registration: RegistrationForCrm, settings: CrmSettings, password: string) {
  const types = registration.propertyTypes.map((webId) => propertyCategoryName(webId, 'nl') ?? String(webId));
  const payload = present({
    ...personParams(fields),
    Goal: registration.goal === 'rent' ? 1 : 0,
    Zips: registration.zips.length ? [...registration.zips] : undefined,
    PriceMin: registration.minPrice ?? undefined,
    PriceMax: registration.maxPrice ?? undefined,
    MinRooms: registration.minBedrooms ?? undefined,
    MinGarages: registration.garage ? 1 : undefined,
    MinParkings: registration.parking ? 1 : undefined,
    // DemandRegister's own garden and terrace flags; the site's other feature filters have none there.
    Garden: registration.garden ? true : undefined,
    Terrace: registration.terrace ? true : undefined,
    Comment: capped(`Website: ${[types.join(', '), registration.zones.join(', ')].filter(Boolean).join(' in ')}; alerts ${registration.frequency}`),
    // The login the site gives the search in the CRM, to find its ids there at an unsubscribe (CheckDemandLogin).
    Password: password,
    // The person asked for the site's alerts, not for the CRM's own mails.
    IsReceivedEmail: false,
    LanguageId: crmLanguageId(settings, registration.language),
  });
  return { endpoint: 'DemandRegister' as const, payload };
}

/**
 * The CRM's ids of a registered search in an answer (DemandRegister's, when it gives them, or
 * CheckDemandLogin's): the person's `ID` (or `PersonID`) and the search's `DemandID`, or the first of
 * its `Demands`.
 */
export function crmIdsOf(answer: unknown): { personId: number | null; demandId: number | null } {
  const value = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const id = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);
  const first = Array.isArray(value.Demands) && value.Demands[0] && typeof value.Demands[0] === 'object' ? (value.Demands[0] as Record<string, unknown>) : {};
  return { personId: id(value.ID) ?? id(value.PersonID), demandId: id(value.DemandID) ?? id(first.DemandID) ?? id(first.ID) };
}
