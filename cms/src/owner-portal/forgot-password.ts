import type { Core } from '@strapi/strapi';
import { findOwnerByEmail } from './accounts';
import { allowResetMail } from './forgot-limit';
import { mailSetPasswordLink } from './mails';

/** The lookup and the mail start this long after the answer has left, so they never share its time. */
const AFTER_ANSWER_MS = 250;
/** One reset at a time in this process: parallel requests cannot all pass the per-account count before any mail is queued. */
let queue: Promise<void> = Promise.resolve();

interface Response {
  readonly writableFinished?: boolean;
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * "Forgot password" answers the same, in the same time, whether or not an owner has that address: the
 * caller answers first; the lookup, the per-account limit and the mail happen after the answer has left
 * (a failure is logged, never shown). A single-use link valid for an hour, mailed through the outbox.
 */
export function mailResetLinkAfterAnswer(strapi: Core.Strapi, email: string, res: Response | undefined) {
  const sendLink = async () => {
    const owner = await findOwnerByEmail(strapi, email);
    if (owner && !owner.blocked && (await allowResetMail(strapi, owner.email))) await mailSetPasswordLink(strapi, owner, 'owner-password-reset');
  };
  const work = () =>
    setTimeout(() => {
      queue = queue.then(sendLink).catch((error: unknown) => {
        strapi.log.error(`Forgot password: the reset mail could not be queued: ${(error as Error)?.message ?? error}`);
      });
    }, AFTER_ANSWER_MS);
  // Started once the answer is written, not while later middlewares still shape it.
  if (res && !res.writableFinished) res.once('finish', work);
  else work();
}
