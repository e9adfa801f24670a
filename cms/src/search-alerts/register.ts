import type { Core } from '@strapi/strapi';
import { isLocale, type Locale } from '@coast/domain';
import type { StoredRequest } from '../forms/stored-request';
import { criteriaOf, writeCriteria } from './criteria';
import { enqueueConfirmationMail } from './mails';

export const REGISTRATIONS = 'api::search-registration.search-registration';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The language a registration mails in: the one chosen on the form, else the form's own. */
export const registrationLanguage = (fields: Readonly<Record<string, unknown>>, fallback: Locale): Locale =>
  isLocale(fields.language) ? fields.language : fallback;

/**
 * A search registration sent through the form, in the transaction that stores its submission: the
 * registration (unconfirmed), its criterion rows, and the one mail sent before confirmation, the
 * double opt-in's link. No alert goes out and the agency hears nothing until the link is used.
 */
export async function storeSearchRegistration(strapi: Core.Strapi, request: StoredRequest) {
  const f = request.fields;
  const criteria = criteriaOf(f);
  const language = registrationLanguage(f, request.locale);
  const name = [text(f.firstName), text(f.lastName)].filter(Boolean).join(' ');
  const created = await strapi.documents(REGISTRATIONS).create({
    data: {
      email: text(f.email),
      name: name || null,
      language,
      ...criteria,
      frequency: f.frequency,
      state: 'unconfirmed',
      submission: request.documentId,
    } as never,
  });
  await writeCriteria(strapi, created.id as number, criteria);
  await enqueueConfirmationMail(
    strapi,
    { id: created.id as number, documentId: created.documentId, email: text(f.email), name: name || null, language, submissionDocumentId: request.documentId },
    f,
    request.submittedAt,
  );
}
