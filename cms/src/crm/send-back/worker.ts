import type { Core } from '@strapi/strapi';
import { LeasedWorker, PermanentFailure, type QueueRow, type QueueSettings } from '../../queue/leased-worker';
import type { CrmClient } from '../client';
import { crmIdsOf, type CrmSendEndpoint } from './payloads';
import { CRM_MESSAGES } from './queue';

const REGISTRATIONS = 'api::search-registration.search-registration';

interface CrmMessageRow extends QueueRow {
  endpoint: CrmSendEndpoint;
  payload: Record<string, unknown>;
  lookup: { Email?: string; Password?: string } | null;
  searchRegistration?: { id: number } | null;
}

interface RegistrationState {
  id: number;
  state: string;
  email: string;
  crmPersonId: number | null;
  crmDemandId: number | null;
  crmPassword: string | null;
}

/**
 * Sends the queued messages to the CRM with the queue's leases and retries (queue/leased-worker.ts):
 * a CRM that is down or answers Success false is tried again with growing delays for 24 hours, then
 * the message is marked failed for staff. A registration's DemandRegister goes only while it is still
 * confirmed; its unsubscribe waits for it, then finds the search's ids (below).
 */
export class CrmWorker extends LeasedWorker<CrmMessageRow> {
  constructor(strapi: Core.Strapi, client: CrmClient, settings: QueueSettings, owner?: string) {
    const registrationOf = async (row: CrmMessageRow): Promise<RegistrationState | null> =>
      row.searchRegistration
        ? strapi.db
            .query(REGISTRATIONS)
            .findOne({ where: { id: row.searchRegistration.id }, select: ['id', 'state', 'email', 'crmPersonId', 'crmDemandId', 'crmPassword'] })
        : null;
    super(
      strapi,
      {
        uid: CRM_MESSAGES,
        name: 'CRM',
        select: ['endpoint', 'payload', 'lookup'],
        populate: { searchRegistration: { select: ['id'] } },
        async deliver(row) {
          // Read now, not when the batch was read: another message of the batch may have changed it.
          const registration = await registrationOf(row);
          if (row.endpoint === 'DemandRegister') {
            if (registration?.state !== 'confirmed')
              throw new PermanentFailure('The search is no longer confirmed (unsubscribed or deleted): not registered in the CRM');
            const answer = await client.call(row.endpoint, row.payload);
            const ids = crmIdsOf(answer);
            await strapi.db.query(REGISTRATIONS).update({ where: { id: registration.id }, data: { crmPersonId: ids.personId, crmDemandId: ids.demandId } });
            // An unsubscribe that waited for this one goes now, not after its backed-off delay (found
            // first: an UPDATE cannot filter through a relation in SQLite).
            const waiting: Array<{ id: number }> = await strapi.db.query(CRM_MESSAGES).findMany({
              where: { searchRegistration: { id: registration.id }, endpoint: 'UnsubscribeDemandPerson', delivery: 'pending' },
              select: ['id'],
            });
            if (waiting.length)
              await strapi.db.query(CRM_MESSAGES).updateMany({ where: { id: { $in: waiting.map((m) => m.id) } }, data: { nextAttemptAt: new Date() } });
            return { answer: answer ?? null };
          }
          if (row.endpoint === 'UnsubscribeDemandPerson' && registration && !(await reachedCrm(strapi, registration.id)))
            return { answer: 'Not sent: the search never reached the CRM (its DemandRegister was not sent)' };
          const payload = row.endpoint === 'UnsubscribeDemandPerson' ? await unsubscribeIds(strapi, client, row, registration) : row.payload;
          const answer = await client.call(row.endpoint, payload);
          return { answer: answer ?? null, ...(payload !== row.payload ? { payload, lookup: null } : {}) };
        },
      },
      settings,
      owner,
    );
  }
}

/** Whether a registration's DemandRegister was sent or is still on its way (then the unsubscribe waits for it). */
async function reachedCrm(strapi: Core.Strapi, registrationId: number) {
  const count = await strapi.db
    .query(CRM_MESSAGES)
    .count({ where: { searchRegistration: { id: registrationId }, endpoint: 'DemandRegister', delivery: { $in: ['sent', 'pending'] } } });
  return count > 0;
}

/**
 * UnsubscribeDemandPerson needs the CRM's ids of the person and the search. DemandRegister answers only
 * true in the service's public clients, so unless it gave them, they are asked for with CheckDemandLogin,
 * with the e-mail and the login the site gave the search when it registered it. Until DemandRegister
 * went through, the unsubscribe waits its turn.
 */
async function unsubscribeIds(strapi: Core.Strapi, client: CrmClient, row: CrmMessageRow, registration: RegistrationState | null) {
  let personId = (row.payload.ID as number | null | undefined) ?? registration?.crmPersonId ?? null;
  let demandId = (row.payload.DemandID as number | null | undefined) ?? registration?.crmDemandId ?? null;
  if (personId === null || demandId === null) {
    const waiting = registration
      ? await strapi.db.query(CRM_MESSAGES).count({ where: { searchRegistration: { id: registration.id }, endpoint: 'DemandRegister', delivery: 'pending' } })
      : 0;
    if (waiting) throw new Error('Waiting for the search registration to reach the CRM first (DemandRegister)');
    const email = registration?.email ?? row.lookup?.Email;
    const password = registration?.crmPassword ?? row.lookup?.Password;
    if (!email || !password)
      throw new PermanentFailure('The CRM gave no ids for this search and the site has no login to ask for them: unsubscribe it in the CRM');
    const found = crmIdsOf(await client.call('CheckDemandLogin', { Email: email, Password: password, LanguageId: row.payload.LanguageId }));
    personId = found.personId;
    demandId = found.demandId;
    if (personId === null || demandId === null) throw new PermanentFailure("CheckDemandLogin's answer has no ids for this search: unsubscribe it in the CRM");
    if (registration) await strapi.db.query(REGISTRATIONS).update({ where: { id: registration.id }, data: { crmPersonId: personId, crmDemandId: demandId } });
  }
  return { ...row.payload, ID: personId, DemandID: demandId };
}
