import type { Core } from '@strapi/strapi';
import { slugSegment } from '@coast/domain';

/** Which field names an entry, per content type whose paths are built from names. */
const SOURCES: Record<string, string> = { 'api::article.article': 'title', 'api::category.category': 'name', 'api::project.project': 'name' };

/** An article, category or project without a slug gets one from its name: lowercase, accent-stripped, hyphenated. */
export function fillSlugs(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const source = SOURCES[ctx.uid];
    if (source && (ctx.action === 'create' || ctx.action === 'update')) {
      const data = (ctx.params as { data?: Record<string, unknown> }).data;
      if (data && !data.slug && typeof data[source] === 'string') data.slug = slugSegment(data[source] as string);
    }
    return next();
  });
}
