import type { Core } from '@strapi/strapi';
import { isLocale, type SubmittableForm } from '@coast/domain';
import { enqueueMails } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/running';
import type { FormsConfig } from './config';
import { isConfirmationToken } from './newsletter-link';
import { newsletterConfirmedMail } from './plans';

/**
 * Opens the link of a newsletter sign-up's mail: the sign-up becomes confirmed and the agency is told,
 * in one transaction. Opening it again changes nothing and still says yes; a wrong or forged link says no.
 */
export async function confirmNewsletter(strapi: Core.Strapi, config: FormsConfig, documentId: string, token: string): Promise<boolean> {
  if (!documentId || !token || documentId.length > 64 || token.length > 100) return false;
  if (!isConfirmationToken(documentId, token, config.linkSecret)) return false;
  const submissions = strapi.documents('api::submission.submission');
  const found = await submissions.findOne({ documentId, fields: ['form', 'language', 'fields', 'state', 'submittedAt'] });
  if (!found || found.form !== 'sign-newsletter') return false;
  if (found.state !== 'unconfirmed') return true;
  const locale = isLocale(found.language) ? found.language : config.agencyLocale;
  const fields = (found.fields ?? {}) as Record<string, unknown>;
  const form: SubmittableForm = 'sign-newsletter';
  await strapi.db.transaction(async () => {
    await submissions.update({ documentId, data: { state: 'confirmed' } as never });
    const request = { documentId, form, locale, fields, listing: null, submittedAt: new Date() };
    await enqueueMails(strapi, Number(found.id), [await newsletterConfirmedMail(strapi, request, config)]);
  });
  wakeOutbox();
  return true;
}
