import type { Core } from '@strapi/strapi';
import { outboxSettings } from './settings';
import { smtpTransport } from './transport';
import { OutboxWorker } from './worker';

/** The CMS process's own outbox worker (started in bootstrap, stopped in destroy). OUTBOX_WORKER=false runs none. */
let worker: OutboxWorker | null = null;

export function startOutbox(strapi: Core.Strapi) {
  if (process.env.OUTBOX_WORKER === 'false' || worker) return;
  const settings = outboxSettings();
  worker = new OutboxWorker(strapi, smtpTransport(settings), settings);
  worker.start();
}

export async function stopOutbox() {
  const current = worker;
  worker = null;
  await current?.stop();
}

/** Tells the worker that mails were just queued. */
export function wakeOutbox() {
  worker?.wake();
}
