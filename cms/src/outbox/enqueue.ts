import type { Core } from '@strapi/strapi';
import type { MailDraft } from '../forms/plans';
import { GIVE_UP_AFTER_MS } from './settings';

/** Puts mails in the outbox for a submission; called inside the submission's transaction. */
export async function enqueueMails(strapi: Core.Strapi, submissionId: string, mails: readonly MailDraft[], now = new Date()) {
  for (const mail of mails) {
    await strapi.documents('api::outbox-mail.outbox-mail').create({
      data: {
        ...mail,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
        giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
        submission: submissionId,
      } as never,
    });
  }
}
