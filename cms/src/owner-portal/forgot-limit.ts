import type { Core } from '@strapi/strapi';
import { LOGIN_WINDOW_MS } from './settings';

/**
 * "Forgot password" is limited twice. Per client address (the visitor's, as the site forwards it), in
 * memory: one address cannot mail resets to many accounts. Per account, counted in the outbox itself:
 * however many addresses ask, one owner gets at most RESET_MAILS_PER_HOUR mails an hour (each new link
 * revokes the one before, so more would only fill the owner's mailbox).
 */
const MAX_PER_ADDRESS = 20;
export const RESET_MAILS_PER_HOUR = 3;
const counts = new Map<string, { count: number; until: number }>();

/** Counts one request; false once the address is past its budget for the window. */
export function allowForgotPassword(address: string, now = Date.now()): boolean {
  const entry = counts.get(address);
  const next = entry && entry.until > now ? { count: entry.count + 1, until: entry.until } : { count: 1, until: now + LOGIN_WINDOW_MS };
  counts.set(address, next);
  return next.count <= MAX_PER_ADDRESS;
}

/** Whether the owner at this address may get one more reset mail (fewer than the limit queued in the last hour). */
export async function allowResetMail(strapi: Core.Strapi, email: string, now = new Date()): Promise<boolean> {
  const queued = await strapi.db.query('api::outbox-mail.outbox-mail').count({
    where: { kind: 'owner-password-reset', toAddress: email, createdAt: { $gt: new Date(now.getTime() - 60 * 60_000) } },
  });
  return queued < RESET_MAILS_PER_HOUR;
}
