import type { Core } from '@strapi/strapi';
import { displayTypedPhone, FORM_NAMES, PURCHASE_OFFER_TERMS, type Locale, type SubmissionStatus, type SubmittableForm } from '@coast/domain';
import { appointmentBooking, appointmentStatementsText } from './appointment';
import type { SlotKey } from './appointment-capacity';
import type { FormsConfig } from './config';
import { detailsText } from './details';
import { documentLinksMail, documentRequestAnswer, type DocumentRequestAnswer } from './document-request';
import { documentsText } from './documents-text';
import { listingText, listingUrl, type RequestListing } from './listing';
import { confirmationToken, confirmationUrl } from './newsletter-link';
import { renderMail } from './render-mail';
import type { MailDraft, StoredRequest } from './stored-request';
import { storeSearchRegistration } from '../search-alerts/register';

export type { MailDraft, StoredRequest } from './stored-request';

/** How each form is stored and what it mails. */
export interface FormPlan {
  /** Whether the form names a listing (propertyId): required (refused when unknown), optional, or none. */
  readonly listing: 'required' | 'optional' | 'none';
  readonly status: SubmissionStatus;
  /** Who sent it (stored for the admin's list; the mails' reply-to and greeting). */
  readonly person: (fields: Readonly<Record<string, unknown>>) => { readonly name: string; readonly email: string; readonly phone?: string };
  /** The mails of a stored request. */
  readonly mails: (strapi: Core.Strapi, request: StoredRequest, config: FormsConfig) => Promise<MailDraft[]>;
  /** Anything else the request creates, in the same transaction (a testimonial's draft). */
  readonly alsoStore?: (strapi: Core.Strapi, request: StoredRequest) => Promise<void>;
  /**
   * What the CMS takes from the listing rather than from the browser, set on the fields before they are
   * checked (a booking's `rentalListing`: the statements a rent listing requires cannot be skipped).
   */
  readonly fromListing?: (data: Readonly<Record<string, unknown>>, listing: RequestListing | null) => Record<string, unknown>;
  /** Whether the form can be about this listing (a visit is booked only on one that is on offer); default yes. */
  readonly acceptsListing?: (listing: RequestListing) => boolean;
  /** The place a booking takes (listing, day, slot): counted against the capacity in the transaction that stores it. */
  readonly booking?: (fields: Readonly<Record<string, unknown>>, listing: RequestListing | null) => SlotKey | null;
  /** An answer given instead of storing (a document request: nothing to send, or already sent), once the captcha holds. */
  readonly answerFirst?: (
    strapi: Core.Strapi,
    config: FormsConfig,
    person: { readonly email: string },
    listing: RequestListing | null,
  ) => Promise<DocumentRequestAnswer | null>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const personOf = (fields: Readonly<Record<string, unknown>>) => ({
  name: [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' '),
  email: text(fields.email),
  phone: text(fields.phone),
});

/** Who sent a request, as its mails name them. */
type Person = ReturnType<FormPlan['person']>;

/** Where staff open a request in the admin, when the CMS knows its public address (PUBLIC_URL). */
const adminUrl = (strapi: Core.Strapi, documentId: string): string | null => {
  const base = String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');
  return base ? `${base}/admin/content-manager/collection-types/api::submission.submission/${documentId}` : null;
};

/**
 * The request's fields for a mail; an offer adds what the buyer agreed to (the 10% advance), a rental
 * visit the statements ticked, an application its documents' names.
 */
function requestDetails(strapi: Core.Strapi, request: StoredRequest, locale: Locale, audience: 'agency' | 'visitor'): string {
  let details = detailsText(request.fields, locale);
  if (request.form === 'purchase-offer') details += `\n\n${PURCHASE_OFFER_TERMS[locale]}`;
  if (request.form === 'contact-appointment' && request.fields.rentalListing === true && request.listing) {
    details += `\n\n${appointmentStatementsText(request.listing, locale)}`;
  }
  return details + documentsText(request.documents, locale, audience, audience === 'agency' ? adminUrl(strapi, request.documentId) : null);
}

/** One formatter per language, made once: building an Intl.DateTimeFormat costs more than a submission's writes. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateText = (date: Date, locale: Locale) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
};

/** The agency's notification, in the agency's language, reply-to the visitor. */
async function agencyNotification(
  strapi: Core.Strapi,
  request: StoredRequest,
  config: FormsConfig,
  person: Person = personOf(request.fields),
): Promise<MailDraft> {
  const locale = config.agencyLocale;
  const mail = await renderMail(strapi, 'agency-notification', locale, {
    form: FORM_NAMES[locale][request.form],
    name: person.name || person.email,
    email: person.email,
    phone: displayTypedPhone(person.phone ?? text(request.fields.phone), locale),
    language: request.locale.toUpperCase(),
    listing: listingText(request.listing, config.siteUrl, locale),
    details: requestDetails(strapi, request, locale, 'agency'),
    date: dateText(request.submittedAt, locale),
    agency: config.agencyName,
  });
  return {
    kind: 'agency-notification',
    language: locale,
    toAddress: config.agencyEmail,
    toName: config.agencyName,
    replyToAddress: person.email || null,
    replyToName: person.name || null,
    ...mail,
  };
}

/** The visitor's confirmation, in the visitor's language, with what they sent. */
async function visitorConfirmation(
  strapi: Core.Strapi,
  request: StoredRequest,
  config: FormsConfig,
  person: Person = personOf(request.fields),
): Promise<MailDraft> {
  const locale = request.locale;
  const mail = await renderMail(strapi, 'visitor-confirmation', locale, {
    form: FORM_NAMES[locale][request.form],
    name: person.name,
    listing: listingText(request.listing, config.siteUrl, locale),
    details: requestDetails(strapi, request, locale, 'visitor'),
    agency: config.agencyName,
  });
  return {
    kind: 'visitor-confirmation',
    language: locale,
    toAddress: person.email,
    toName: person.name || null,
    replyToAddress: config.agencyEmail,
    replyToName: config.agencyName,
    ...mail,
  };
}

/** A request the agency answers: its notification and the visitor's confirmation. */
const request = (listing: FormPlan['listing'], person: FormPlan['person'] = personOf): FormPlan => ({
  listing,
  status: 'new',
  person,
  mails: async (strapi, stored, config) => [
    await agencyNotification(strapi, stored, config, person(stored.fields)),
    await visitorConfirmation(strapi, stored, config, person(stored.fields)),
  ],
});

/** Buyer A of a purchase offer speaks for it (buyer B, when there is one, is listed in the details). */
const buyerA = (fields: Readonly<Record<string, unknown>>) => {
  const a = fields.personA;
  return personOf(a && typeof a === 'object' ? (a as Record<string, unknown>) : {});
};

export const FORM_PLANS: Readonly<Record<SubmittableForm, FormPlan>> = {
  'site-contact': request('none'),
  'contact-me': request('required'),
  'contact-demand': request('none'),
  'contact-construction': request('none'),
  'purchase-offer': request('required', buyerA),
  // A booked visit is confirmed at once: it holds its place until staff set it to handled.
  'contact-appointment': { ...request('required'), status: 'confirmed', ...appointmentBooking },
  // Its documents (a CV, proof of income) are kept privately with the submission and named in the mails.
  'rental-application': request('required'),
  testimonial: {
    ...request('none'),
    // Stored as an unpublished testimonial in the visitor's language: staff read, shorten and publish it.
    alsoStore: async (strapi, stored) => {
      const f = stored.fields;
      const initial = text(f.lastName).slice(0, 1);
      await strapi.documents('api::testimonial.testimonial').create({
        locale: stored.locale,
        data: {
          author: `${text(f.firstName)}${initial ? ` ${initial}.` : ''}`,
          city: text(f.city) || null,
          rating: typeof f.rating === 'number' ? f.rating : null,
          text: text(f.message),
          date: stored.submittedAt.toISOString().slice(0, 10),
        } as never,
      });
    },
  },
  // To the friend only: a fixed text around the sender's name, note and the link the server builds. The
  // agency gets no copy (the friend's address is a third party's), the sender sees the thank-you page.
  'send-to-friend': {
    listing: 'optional',
    status: 'new',
    person: (f) => ({ name: text(f.senderName), email: text(f.senderEmail) }),
    mails: async (strapi, stored, config) => {
      const f = stored.fields;
      const locale = stored.locale;
      const link = stored.listing ? listingUrl(config.siteUrl, locale, stored.listing.externalId) : `${config.siteUrl}${text(f.pagePath) || `/${locale}/`}`;
      const note = text(f.message) ? `\n${text(f.senderName)}:\n"${text(f.message)}"\n` : '';
      const mail = await renderMail(strapi, 'friend-recommendation', locale, {
        sender: text(f.senderName),
        senderEmail: text(f.senderEmail),
        friend: text(f.friendName),
        link,
        note,
        agency: config.agencyName,
      });
      return [
        {
          kind: 'friend-recommendation',
          language: locale,
          toAddress: text(f.friendEmail),
          toName: text(f.friendName) || null,
          replyToAddress: text(f.senderEmail),
          replyToName: text(f.senderName) || null,
          ...mail,
        },
      ];
    },
  },
  // The agency's notification, and to the visitor each public document as a link that expires instead of a confirmation.
  'document-request': {
    listing: 'required',
    status: 'new',
    person: personOf,
    answerFirst: (strapi, config, person, listing) => documentRequestAnswer(strapi, config, person.email, listing),
    mails: async (strapi, stored, config) => [await agencyNotification(strapi, stored, config), await documentLinksMail(strapi, stored, config)],
  },
  // Double opt-in as the newsletter's: the registration (search-alerts/) mails only its confirmation link,
  // no alert goes out before it is used, and the agency hears of it once it is confirmed.
  'demand-register': {
    listing: 'none',
    status: 'unconfirmed',
    person: personOf,
    alsoStore: storeSearchRegistration,
    mails: async () => [],
  },
  // Double opt-in: the sign-up mails only its confirmation link; the agency hears of it once it is confirmed.
  'sign-newsletter': {
    listing: 'none',
    status: 'unconfirmed',
    person: (f) => ({ name: [text(f.firstName), text(f.lastName)].filter(Boolean).join(' '), email: text(f.email) }),
    mails: async (strapi, stored, config) => {
      const f = stored.fields;
      const name = [text(f.firstName), text(f.lastName)].filter(Boolean).join(' ');
      const mail = await renderMail(strapi, 'newsletter-confirmation', stored.locale, {
        name,
        confirmUrl: confirmationUrl(config.siteUrl, stored.locale, stored.documentId, config.linkSecret),
        agency: config.agencyName,
      });
      return [
        {
          kind: 'newsletter-confirmation',
          language: stored.locale,
          toAddress: text(f.email),
          toName: name || null,
          replyToAddress: config.agencyEmail,
          replyToName: config.agencyName,
          ...mail,
          secrets: [confirmationToken(stored.documentId, config.linkSecret)],
        },
      ];
    },
  },
};

/** The agency's notification of a confirmed newsletter sign-up (or search registration). */
export const newsletterConfirmedMail = (strapi: Core.Strapi, stored: StoredRequest, config: FormsConfig) => agencyNotification(strapi, stored, config);
