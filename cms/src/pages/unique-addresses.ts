import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isLocale, type Locale } from '@coast/domain';
import { addressShapeProblem, addressTakenProblem, originalPathProblem } from './address-rules';

const PAGE = 'api::menu-page.menu-page';

type Field = 'path' | 'originalPath';

const refuse = (field: Field, message: string): never => {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError', value: null }] });
};

/**
 * Every page address the site routes is held by one page only, and a page's address is in its own
 * language: a German page at /de/kontakt/ would have taken the contact page's place in the menu, and a
 * /nl/ address on a German page opened it under the wrong language. Checked on every save (create,
 * update, a new language), with a message in the admin naming the page that holds the address.
 */
export function keepPageAddressesUnique(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== PAGE || (ctx.action !== 'create' && ctx.action !== 'update')) return next();
    const params = ctx.params as { data?: Record<string, unknown>; locale?: string; documentId?: string };
    const data = params.data ?? {};
    const locale: Locale = isLocale(params.locale) ? params.locale : 'nl';
    const documentId = params.documentId;
    const others = documentId ? { documentId: { $ne: documentId } } : {};

    if (typeof data.path === 'string') {
      const path = data.path.trim();
      const shape = addressShapeProblem(path, locale);
      if (shape) refuse('path', shape);
      const holder = await strapi.db.query(PAGE).findOne({ where: { path: { $eqi: path }, ...others }, select: ['name', 'locale'] });
      if (holder) refuse('path', addressTakenProblem(path, holder as { name: string; locale: string }, 'path'));
    }
    if (typeof data.originalPath === 'string') {
      const path = data.originalPath.trim();
      const shape = originalPathProblem(path);
      if (shape) refuse('originalPath', shape);
      const holder = await strapi.db.query(PAGE).findOne({ where: { originalPath: { $eqi: path }, ...others }, select: ['name', 'locale'] });
      if (holder) refuse('originalPath', addressTakenProblem(path, holder as { name: string; locale: string }, 'originalPath'));
    }
    return next();
  });
}
