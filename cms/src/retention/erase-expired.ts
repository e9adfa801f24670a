import type { Core } from '@strapi/strapi';
import { removeDocuments, storedDocuments, uploadsDir } from '../uploads/storage';
import { eraseCrmMessages } from '../crm/send-back/queue';

/** How long a visitor's request is kept (spec: personal data only as long as needed; FORMS_RETENTION_MONTHS, default 24). */
export const DEFAULT_RETENTION_MONTHS = 24;

export function retentionMonths(): number {
  const months = Number.parseInt(process.env.FORMS_RETENTION_MONTHS ?? '', 10);
  return Number.isFinite(months) && months > 0 ? months : DEFAULT_RETENTION_MONTHS;
}

/** The moment before which a request is erased. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Erases the requests older than the retention period, with their mails (which repeat the request's
 * personal data) and their documents' files (deleted once the rows are: a file without its row is
 * swept later, a row without its file never shows). A confirmed newsletter sign-up or search registration is kept: it is the record of a subscription that is
 * still running, erased when the person unsubscribes. Returns how many requests were erased.
 */
export async function eraseExpiredSubmissions(strapi: Core.Strapi, now = new Date(), months = retentionMonths()): Promise<number> {
  const cutoff = retentionCutoff(now, months).toISOString();
  const expired = await strapi.db.query('api::submission.submission').findMany({
    where: {
      submittedAt: { $lt: cutoff },
      $not: { $and: [{ form: { $in: ['sign-newsletter', 'demand-register'] } }, { state: 'confirmed' }] },
    },
    select: ['id', 'documents'],
    limit: 1000,
  });
  // Messages to the CRM are history once the period is over, sent or not (an erased registration's
  // unsubscribe carries no relation to erase it by).
  await strapi.db.query('api::crm-message.crm-message').deleteMany({ where: { createdAt: { $lt: cutoff } } });
  if (!expired.length) return 0;
  const ids = expired.map((row: { id: number }) => row.id);
  await strapi.db.transaction(async () => {
    await strapi.db.query('api::outbox-mail.outbox-mail').deleteMany({ where: { submission: { id: { $in: ids } } } });
    await eraseCrmMessages(strapi, { submissionIds: ids });
    await strapi.db.query('api::submission.submission').deleteMany({ where: { id: { $in: ids } } });
  });
  await removeDocuments(
    uploadsDir(strapi),
    expired.flatMap((row: { documents?: unknown }) => storedDocuments(row.documents)),
  );
  return ids.length + (ids.length === 1000 ? await eraseExpiredSubmissions(strapi, now, months) : 0);
}
