import type { Core } from '@strapi/strapi';
import { GIVE_UP_AFTER_MS } from '../../queue/leased-worker';
import type { CrmSendEndpoint } from './payloads';

export const CRM_MESSAGES = 'api::crm-message.crm-message';

export interface CrmMessageDraft {
  readonly endpoint: CrmSendEndpoint;
  /** The call's parameters without the web-service login, which is added when it is sent. */
  readonly payload: Record<string, unknown>;
  /** What the worker needs to complete it and the CRM does not get as such (an unsubscribe's search login); emptied once sent. */
  readonly lookup?: Record<string, unknown> | null;
  /** Row ids of what it carries: kept with it, erased with it. */
  readonly submissionId?: number | null;
  readonly registrationId?: number | null;
}

/** Puts a message for the CRM in its queue (in the caller's transaction, if any); the CRM worker sends it. */
export async function queueCrmMessage(strapi: Core.Strapi, draft: CrmMessageDraft, now = new Date()) {
  await strapi.db.query(CRM_MESSAGES).create({
    data: {
      endpoint: draft.endpoint,
      payload: draft.payload,
      lookup: draft.lookup ?? null,
      delivery: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
      submission: draft.submissionId ?? null,
      searchRegistration: draft.registrationId ?? null,
      // As the document service sets it for a type without drafts: the admin lists only such rows.
      publishedAt: now,
    },
  });
}

/** Deletes the messages that carry these requests or registrations (erasure and retention); found first, as SQLite cannot delete through a relation. */
export async function eraseCrmMessages(strapi: Core.Strapi, of: { submissionIds?: readonly number[]; registrationIds?: readonly number[] }) {
  const or = [
    ...(of.submissionIds?.length ? [{ submission: { id: { $in: of.submissionIds } } }] : []),
    ...(of.registrationIds?.length ? [{ searchRegistration: { id: { $in: of.registrationIds } } }] : []),
  ];
  if (!or.length) return;
  const rows: Array<{ id: number }> = await strapi.db.query(CRM_MESSAGES).findMany({ where: { $or: or }, select: ['id'] });
  if (rows.length) await strapi.db.query(CRM_MESSAGES).deleteMany({ where: { id: { $in: rows.map((r) => r.id) } } });
}
