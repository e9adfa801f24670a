import type { Core } from '@strapi/strapi';
import { CLIENT_AGENT_HEADER, clientAddress, fromSite } from '../../../forms/client-address';
import { formsConfig } from '../../../forms/config';
import { recordView } from '../../../views/record-view';
import { isNewView } from '../../../views/visitor-rule';
import { isOwnersVisit } from '../../../views/own-visit';
import { sessionSecretOf } from '../../../owner-portal/session-header';

interface Context {
  params: { externalId?: string };
  request: { ip: string; get(name: string): string };
  status: number;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The site's beacon. Only the site may count (with its token, stating the visitor's address and agent);
   * only listings that exist; never the listing's owner looking at it (the site forwards their portal
   * session: views/own-visit.ts); and only a new visitor's view (views/visitor-rule.ts). Whether it
   * counted is not said: every accepted beacon answers 204.
   */
  async record(ctx: Context) {
    const config = formsConfig();
    const site = fromSite(ctx.request, config.siteToken);
    if (config.siteToken && !site) {
      ctx.status = 403;
      return;
    }
    const externalId = Number(ctx.params.externalId);
    const exists = Number.isSafeInteger(externalId) && externalId > 0 && (await strapi.db.query('api::property.property').count({ where: { externalId } })) > 0;
    if (!exists) {
      ctx.status = 404;
      return;
    }
    const address = clientAddress(ctx.request, config.siteToken);
    const agent = (site ? ctx.request.get(CLIENT_AGENT_HEADER) : '') || ctx.request.get('user-agent');
    const own = await isOwnersVisit(strapi, sessionSecretOf(ctx.request), externalId);
    if (!own && isNewView(externalId, address, agent.slice(0, 512), config.hashSalt)) await recordView(strapi, externalId);
    ctx.status = 204;
  },
});
