import type { Core } from '@strapi/strapi';
import { LISTING_LABEL_SOURCES, listingAdminLabel, type ListingLabelInput } from '@coast/domain';

const PROPERTY = 'api::property.property';
const WRITES = new Set(['create', 'update']);
const BATCH = 500;

type Row = ListingLabelInput & { id: number; label?: string | null };

/**
 * A listing's `label` ("4512001 · Penthouse · Oostende", @coast/domain listingAdminLabel) names it in
 * the admin's lists and relation pickers, where staff search it by reference. Kept here whoever writes
 * the listing (the feed importer, a script), from the stored values for what a partial update leaves
 * out. Private: the public API does not list it (access/public-fields.ts).
 */
export function keepListingLabels(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== PROPERTY || !WRITES.has(ctx.action)) return next();
    const params = ctx.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data || !LISTING_LABEL_SOURCES.some((key) => key in data)) return next();
    const missing = LISTING_LABEL_SOURCES.filter((key) => !(key in data));
    const stored =
      missing.length && params.documentId
        ? ((await strapi.db.query(PROPERTY).findOne({ where: { documentId: params.documentId }, select: [...missing] })) as Record<string, unknown> | null)
        : null;
    const input = { ...stored, ...data } as unknown as ListingLabelInput;
    if (typeof input.externalId === 'number') params.data = { ...data, label: listingAdminLabel(input) };
    return next();
  });
}

/** On start, the label of every stored listing that has none or an outdated one (a database from before the label). */
export async function relabelListings(strapi: Core.Strapi): Promise<number> {
  const query = strapi.db.query(PROPERTY);
  let fixed = 0;
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await query.findMany({ select: ['id', 'label', ...LISTING_LABEL_SOURCES], orderBy: { id: 'asc' }, offset, limit: BATCH })) as Row[];
    for (const row of rows) {
      const label = listingAdminLabel(row);
      if (row.label === label) continue;
      await query.update({ where: { id: row.id }, data: { label } });
      fixed += 1;
    }
    if (rows.length < BATCH) return fixed;
  }
}
