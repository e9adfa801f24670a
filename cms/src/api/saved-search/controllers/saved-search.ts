import type { Core } from '@strapi/strapi';
import {
  confirmRegistration,
  deleteRegistration,
  readRegistration,
  unsubscribeRegistration,
  updateRegistration,
  type LinkOutcome,
} from '../../../search-alerts/manage';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The link's parts from a JSON body ({ id, exp, token }) or a form post; a body larger than a link is refused. */
function linkOf(ctx: Context): Record<string, unknown> | null {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  if (Buffer.byteLength(JSON.stringify(body)) > 8 * 1024) return null;
  return body as Record<string, unknown>;
}

const answer = (ctx: Context, outcome: LinkOutcome<object>) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = outcome.status;
  ctx.body = outcome.body;
};

const tooLarge = (ctx: Context) => answer(ctx, { status: 400, body: { ok: false, reason: 'invalid' } });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async confirm(ctx: Context) {
    const link = linkOf(ctx);
    return link ? answer(ctx, await confirmRegistration(strapi, link)) : tooLarge(ctx);
  },
  async unsubscribe(ctx: Context) {
    const link = linkOf(ctx);
    return link ? answer(ctx, await unsubscribeRegistration(strapi, link)) : tooLarge(ctx);
  },
  async read(ctx: Context) {
    const link = linkOf(ctx);
    return link ? answer(ctx, await readRegistration(strapi, link)) : tooLarge(ctx);
  },
  async save(ctx: Context) {
    const link = linkOf(ctx);
    return link ? answer(ctx, await updateRegistration(strapi, link, link.data)) : tooLarge(ctx);
  },
  async remove(ctx: Context) {
    const link = linkOf(ctx);
    return link ? answer(ctx, await deleteRegistration(strapi, link)) : tooLarge(ctx);
  },
});
