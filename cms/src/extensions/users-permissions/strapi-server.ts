import type { Core } from '@strapi/strapi';

type Context = { request: { body?: { email?: unknown } }; send: (body: unknown) => void; badRequest: (message: string) => void };
type AuthController = Record<string, (ctx: Context) => Promise<unknown>>;
type Plugin = { controllers: { auth: (deps: { strapi: Core.Strapi }) => AuthController } };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Forgot password" answers the same, in the same time, whether or not an owner has that address: the
 * answer is sent first, the lookup and the mail happen after it (their failure is logged, never shown).
 * Without this, a missing SMTP server gave 500 for a known address and 200 for an unknown one, and a
 * working one took 75-90 ms against 7 ms. Requests per client address are limited in
 * src/middlewares/rate-limit.ts.
 */
export default (plugin: Plugin) => {
  const createAuth = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const auth = createAuth(deps);
    const forgotPassword = auth.forgotPassword!;
    return {
      ...auth,
      async forgotPassword(ctx: Context) {
        const email = ctx.request.body?.email;
        if (typeof email !== 'string' || !EMAIL.test(email.trim())) return ctx.badRequest('email must be a valid email');
        ctx.send({ ok: true });
        // The original controller, on a context whose answer goes nowhere (the visitor already has theirs).
        const detached = Object.create(ctx, { send: { value: () => {} }, body: { value: undefined, writable: true } }) as Context;
        setImmediate(() => {
          forgotPassword(detached).catch((error: unknown) =>
            deps.strapi.log.error(`Forgot password: the reset mail could not be sent: ${(error as Error)?.message ?? error}`),
          );
        });
      },
    };
  };
  return plugin;
};
