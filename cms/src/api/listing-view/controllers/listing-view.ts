import type { Core } from '@strapi/strapi';
import { recordView } from '../../../views/record-view';

interface Context {
  params: { externalId?: string };
  status: number;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Counts only listings that exist, so the table cannot be filled with made-up ids. */
  async record(ctx: Context) {
    const externalId = Number(ctx.params.externalId);
    const exists = Number.isSafeInteger(externalId) && externalId > 0 && (await strapi.db.query('api::property.property').count({ where: { externalId } })) > 0;
    if (!exists) {
      ctx.status = 404;
      return;
    }
    await recordView(strapi, externalId);
    ctx.status = 204;
  },
});
