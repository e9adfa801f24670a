import type { Core } from '@strapi/strapi';
import { crmSettings } from './settings';
import { crmSyncRunning, runCrmSync } from './schedule';

const CRM_SYNC = 'api::crm-sync.crm-sync';

type Context = { status: number; body: unknown; request: { body?: unknown } };

/**
 * "Sync now" in the admin (src/admin/crm-sync-button.tsx): an admin route for whoever may edit the CRM
 * sync's status. It starts a sync and answers at once (202); the outcome lands in the status the
 * admin shows. 400 when the link is not configured, 409 while a sync runs.
 */
export function registerCrmSyncRoute(strapi: Core.Strapi) {
  const handler = async (ctx: Context) => {
    let configured = false;
    try {
      configured = crmSettings() !== null;
    } catch {
      configured = false;
    }
    if (!configured) {
      ctx.status = 400;
      ctx.body = { error: 'The CRM link is not configured: set CRM_BASE_URL, CRM_CUSTOMER_NAME and CRM_CUSTOMER_PASSWORD.' };
      return;
    }
    if (crmSyncRunning()) {
      ctx.status = 409;
      ctx.body = { error: 'A sync is running; its result will show here.' };
      return;
    }
    const full = Boolean((ctx.request.body as { full?: unknown } | undefined)?.full);
    // Recorded in the status either way; the log says it too.
    runCrmSync(strapi, { full }).catch((error: unknown) => strapi.log.error(`CRM sync: ${(error as Error)?.message ?? error}`));
    ctx.status = 202;
    ctx.body = { started: true, full };
  };
  strapi.server.routes({
    type: 'admin',
    prefix: '/crm-sync',
    routes: [
      {
        method: 'POST',
        path: '/run',
        info: {},
        handler,
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.update', CRM_SYNC]] } },
          ],
        },
      },
    ],
  });
}
