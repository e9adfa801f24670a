import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { TEXT_FORMATS, textFormatProblem } from './text-formats';

/**
 * Keys, web address parts and advert links of the wrong shape are refused on save with a message saying
 * what is allowed, shown under the field in the admin (the same refusal reaches any other writer).
 */
export function refuseBadTextFormats(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const fields = TEXT_FORMATS[ctx.uid];
    if (!fields || (ctx.action !== 'create' && ctx.action !== 'update' && ctx.action !== 'clone')) return next();
    const data = (ctx.params as { data?: Record<string, unknown> }).data ?? {};
    for (const field of Object.keys(fields)) {
      const message = textFormatProblem(ctx.uid, field, data[field]);
      if (message) throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError', value: null }] });
    }
    return next();
  });
}
