import type { Core } from '@strapi/strapi';
import { outboxSettings } from '../../outbox/settings';
import type { QueueSettings } from '../../queue/leased-worker';
import { crmClient } from '../client';
import { crmSettings, type CrmSettings } from '../settings';
import { CrmWorker } from './worker';

/** The CMS process's CRM worker: started in bootstrap when the CRM link is configured (and OUTBOX_WORKER is not false). */
let worker: CrmWorker | null = null;

/** The queue's timing: the outbox's retry delays; a lease well past the CRM's answer time. */
export function crmQueueSettings(settings: CrmSettings, env: NodeJS.ProcessEnv = process.env): QueueSettings {
  const outbox = outboxSettings(env);
  return {
    pollMs: outbox.pollMs,
    leaseMs: Math.max(outbox.leaseMs, settings.timeoutMs * 3),
    retryBaseMs: outbox.retryBaseMs,
    retryMaxMs: outbox.retryMaxMs,
    batch: outbox.batch,
    parallel: 2,
  };
}

export function startCrmSendBack(strapi: Core.Strapi) {
  const settings = crmSettings();
  if (!settings || process.env.OUTBOX_WORKER === 'false' || worker) return;
  worker = new CrmWorker(strapi, crmClient(settings), crmQueueSettings(settings));
  worker.start();
}

export async function stopCrmSendBack() {
  const current = worker;
  worker = null;
  await current?.stop();
}

/** Tells the worker that messages were just queued. */
export function wakeCrmSendBack() {
  worker?.wake();
}
