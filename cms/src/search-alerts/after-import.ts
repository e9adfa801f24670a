import type { Core } from '@strapi/strapi';
import { sendDueAlerts } from './dispatch';
import { queueAlerts, type ListingChange } from './match';

/**
 * After a feed import (file or CRM): the changed listings are matched against the confirmed
 * registrations and the instant ones are mailed; digests wait for the scheduled job. A failure here is
 * logged and never fails the import (the listings are already written).
 */
export async function alertAfterImport(strapi: Core.Strapi, changes: readonly ListingChange[], log: { warn(message: string): void }) {
  if (!changes.length) return { queued: 0, mailed: 0 };
  try {
    const queued = await queueAlerts(strapi, changes);
    const mailed = queued ? await sendDueAlerts(strapi, { frequencies: ['instant'] }) : 0;
    return { queued, mailed };
  } catch (error) {
    log.warn(`Search alerts after the import failed: ${(error as Error)?.message ?? error}`);
    return { queued: 0, mailed: 0 };
  }
}
