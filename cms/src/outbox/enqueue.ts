import type { Core } from '@strapi/strapi';
import type { MailDraft } from '../forms/plans';
import { sealSecrets } from './sealed-secrets';
import { GIVE_UP_AFTER_MS } from './settings';

/**
 * Puts mails in the outbox for a submission (its row id); called inside the submission's transaction.
 * Written with the query engine, not the document service: an outbox row is private and written on every
 * visitor request, so it skips the document service's validation (the mail is built here, from checked
 * fields), its per-row reload and the `entry.create` webhook to the site, which caches nothing of it
 * (README, "Visitor requests under load"). The query engine still fills documentId and the timestamps;
 * publishedAt is set as the document service sets it for a type without drafts, so the admin lists the row.
 */
export async function enqueueMails(strapi: Core.Strapi, submissionId: number, mails: readonly MailDraft[], now = new Date()) {
  const giveUpAt = new Date(now.getTime() + GIVE_UP_AFTER_MS);
  for (const { secrets, ...mail } of mails) {
    await strapi.db.query('api::outbox-mail.outbox-mail').create({
      data: {
        ...sealSecrets(mail, secrets ?? []),
        delivery: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        giveUpAt,
        submission: submissionId,
        publishedAt: new Date(),
      },
    });
  }
}
