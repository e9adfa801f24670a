import type { Core } from '@strapi/strapi';
import { LOCALES } from '@coast/domain';
import { copyLayout } from './copy-layout';
import { LAYOUT_TYPES, type LayoutType } from './types';

/** Where the admin posts a copy: /layout-copy/{type}/{documentId}, body { locale }. */
export const LAYOUT_COPY_PREFIX = '/layout-copy';

const UPDATE = 'plugin::content-manager.explorer.update';

type Context = Parameters<Core.MiddlewareHandler>[0];
type PermissionChecker = { can: (action: string, entity: Record<string, unknown>) => boolean };
type CheckerFactory = { create(options: { userAbility: unknown; model: string }): PermissionChecker };

const copy = (strapi: Core.Strapi, uid: LayoutType) => async (ctx: Context) => {
  const documentId = String(ctx.params.documentId ?? '');
  const locale = String((ctx.request.body as { locale?: unknown } | undefined)?.locale ?? '');
  if (!/^[a-z0-9]{1,64}$/.test(documentId) || !(LOCALES as readonly string[]).includes(locale)) {
    ctx.status = 400;
    ctx.body = { error: 'A document and one of the site languages are needed.' };
    return;
  }
  const checker = (strapi.plugin('content-manager').service('permission-checker') as CheckerFactory).create({
    userAbility: ctx.state.userAbility,
    model: uid,
  });
  const outcome = await copyLayout(strapi, uid, documentId, locale, (target) => checker.can(UPDATE, { documentId, locale: target }));
  if (outcome.kind === 'not-found') {
    ctx.status = 404;
    ctx.body = { error: 'This document has no saved version in this language.' };
  } else if (outcome.kind === 'forbidden') {
    ctx.status = 403;
    ctx.body = { error: `You may not edit this document in: ${outcome.locales.join(', ')}.`, locales: outcome.locales };
  } else {
    ctx.body = { languages: outcome.languages };
  }
};

/**
 * "Copy layout to the other languages" (src/admin/copy-layout-action.tsx): an admin route per content type
 * whose structure repeats per language, for whoever may edit that type in the content manager (and,
 * checked per language, in every other language). The public and API tokens never reach it.
 */
export function registerLayoutCopy(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: LAYOUT_COPY_PREFIX,
    routes: Object.entries(LAYOUT_TYPES).map(([name, uid]) => ({
      method: 'POST',
      path: `/${name}/:documentId`,
      info: {},
      handler: copy(strapi, uid),
      config: {
        policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [[UPDATE, uid]] } }],
      },
    })),
  });
}
