import type { Core } from '@strapi/strapi';
import { READ_ACTIONS } from './schema-model';
/** Only the admin panel and API tokens (the site's preview) may read drafts. */
const DRAFT_READERS = new Set(['admin', 'content-api-token', 'api-token']);

/**
 * Strapi 5 lets any role holding `find` ask for `status=draft` (REST) or `status: DRAFT` (GraphQL).
 * The public and logged-in owners must only ever see published content, so their reads are pinned to
 * the published version here, whatever they ask for.
 */
export function restrictDraftsToTrustedClients(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (!READ_ACTIONS.has(ctx.action)) return next();
    const contentType = strapi.contentType(ctx.uid);
    if (!contentType?.options?.draftAndPublish) return next();

    const request = strapi.requestContext.get();
    if (!request) return next(); // internal call (bootstrap, importer, scripts)
    const strategy: string | undefined = request.state?.auth?.strategy?.name;
    if (strategy && DRAFT_READERS.has(strategy)) return next();
    if (request.state?.isAuthenticatedAdmin) return next();

    (ctx.params as Record<string, unknown>).status = 'published';
    return next();
  });
}
