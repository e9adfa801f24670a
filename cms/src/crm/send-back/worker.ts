import type { Core } from '@strapi/strapi';
import { LeasedWorker, PermanentFailure, type QueueRow, type QueueSettings } from '../../queue/leased-worker';
import type { CrmClient } from '../client';
import { crmIdsOf, type CrmSendEndpoint } from './payloads';
import { CRM_MESSAGES } from './queue';

const REGISTRATIONS = 'api::search-registration.search-registration';

interface CrmMessageRow extends QueueRow {
  endpoint: CrmSendEndpoint;
  payload: Record<string, unknown>;
  searchRegistration?: { id: number; crmPersonId: number | null; crmDemandId: number | null } | null;
}

/**
 * Sends the queued messages to the CRM with the queue's leases and retries (queue/leased-worker.ts):
 * a CRM that is down or answers Success false is tried again with growing delays for 24 hours, then
 * the message is marked failed for staff. DemandRegister's answer gives the CRM's ids of the search,
 * kept on the registration; an unsubscribe sent before them waits for them.
 */
export class CrmWorker extends LeasedWorker<CrmMessageRow> {
  constructor(strapi: Core.Strapi, client: CrmClient, settings: QueueSettings, owner?: string) {
    super(
      strapi,
      {
        uid: CRM_MESSAGES,
        name: 'CRM',
        select: ['endpoint', 'payload'],
        populate: { searchRegistration: { select: ['id', 'crmPersonId', 'crmDemandId'] } },
        async deliver(row) {
          const payload = row.endpoint === 'UnsubscribeDemandPerson' ? await unsubscribeIds(strapi, row) : row.payload;
          const answer = await client.call(row.endpoint, payload);
          if (row.endpoint === 'DemandRegister' && row.searchRegistration) {
            const ids = crmIdsOf(answer);
            await strapi.db
              .query(REGISTRATIONS)
              .update({ where: { id: row.searchRegistration.id }, data: { crmPersonId: ids.personId, crmDemandId: ids.demandId } });
          }
          return { answer: answer ?? null, ...(payload !== row.payload ? { payload } : {}) };
        },
      },
      settings,
      owner,
    );
  }
}

/**
 * UnsubscribeDemandPerson needs the CRM's ids of the person and the search. They come with the message
 * when known at the unsubscribe; otherwise from the registration once DemandRegister was answered (until
 * then the unsubscribe waits its turn). A CRM that answered without ids cannot be told: staff see why.
 */
async function unsubscribeIds(strapi: Core.Strapi, row: CrmMessageRow): Promise<Record<string, unknown>> {
  const registration = row.searchRegistration ?? null;
  const personId = (row.payload.ID as number | null | undefined) ?? registration?.crmPersonId ?? null;
  const demandId = (row.payload.DemandID as number | null | undefined) ?? registration?.crmDemandId ?? null;
  if (personId !== null && demandId !== null) return { ...row.payload, ID: personId, DemandID: demandId };
  const waiting = registration
    ? await strapi.db.query(CRM_MESSAGES).count({ where: { searchRegistration: { id: registration.id }, endpoint: 'DemandRegister', status: 'pending' } })
    : 0;
  if (waiting) throw new Error('Waiting for the search registration to reach the CRM first (DemandRegister)');
  throw new PermanentFailure("The CRM gave no ids for this search (DemandRegister's answer), so it cannot be unsubscribed there: do it in the CRM");
}
