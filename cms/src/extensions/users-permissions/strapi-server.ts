import type { Core } from '@strapi/strapi';
import { findOwnerByEmail } from '../../owner-portal/accounts';
import { mailSetPasswordLink } from '../../owner-portal/mails';

type Context = {
  request: { body?: { email?: unknown } };
  res?: { writableFinished?: boolean; once: (event: 'finish', listener: () => void) => unknown };
  send: (body: unknown) => void;
  badRequest: (message: string) => void;
};
type AuthController = Record<string, (ctx: Context) => Promise<unknown>>;
type Plugin = {
  controllers: { auth: (deps: { strapi: Core.Strapi }) => AuthController };
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The lookup and the mail start this long after the answer has left, so they never share its time. */
const AFTER_ANSWER_MS = 250;

/**
 * "Forgot password" answers the same, in the same time, whether or not an owner has that address: the
 * answer is sent first, the lookup and the mail happen after it has left (their failure is logged, never shown).
 * Without this, a missing SMTP server gave 500 for a known address and 200 for an unknown one, and a
 * working one took 75-90 ms against 7 ms. Requests per client address are limited in
 * src/middlewares/rate-limit.ts.
 */
export default (plugin: Plugin) => {
  // The owner's language: the portal's mails are written in it (staff choose it in the admin).
  plugin.contentTypes.user.schema.attributes.language = { type: 'enumeration', enum: ['nl', 'fr', 'en', 'de'], default: 'nl', private: true };
  const createAuth = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const auth = createAuth(deps);
    return {
      ...auth,
      async forgotPassword(ctx: Context) {
        const email = ctx.request.body?.email;
        if (typeof email !== 'string' || !EMAIL.test(email.trim())) return ctx.badRequest('email must be a valid email');
        ctx.send({ ok: true });
        // A single-use link valid for an hour, mailed through the outbox (src/owner-portal/mails.ts).
        const sendLink = async () => {
          const owner = await findOwnerByEmail(deps.strapi, email);
          if (owner && !owner.blocked) await mailSetPasswordLink(deps.strapi, owner, 'owner-password-reset');
        };
        const work = () =>
          setTimeout(() => {
            sendLink().catch((error: unknown) =>
              deps.strapi.log.error(`Forgot password: the reset mail could not be queued: ${(error as Error)?.message ?? error}`),
            );
          }, AFTER_ANSWER_MS);
        // Started once the answer is written, not while later middlewares still shape it (the known
        // address's lookup and mail then added 20 ms to its answer on a busy machine).
        if (ctx.res && !ctx.res.writableFinished) ctx.res.once('finish', work);
        else work();
      },
    };
  };
  return plugin;
};
