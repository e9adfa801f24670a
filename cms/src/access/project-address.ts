import type { Core } from '@strapi/strapi';
import { publicListingFacts } from '@coast/domain';

const PROJECT = 'api::project.project';
const WRITES = new Set(['create', 'update']);
/** What the shown address is derived from: a write touching one of them re-derives it. */
const SOURCES = ['street', 'houseNumber', 'boxNr', 'publicAddress'] as const;

/**
 * A project's street, number and box are private; the public ones (shownStreet, shownHouseNumber,
 * shownBoxNr) are derived here on every write with the listings' rule (@coast/domain publicListingFacts:
 * the public-address flag off, or absent as false, hides them), so a hidden address cannot be read or
 * filtered on through the public API.
 */
export function deriveProjectAddress(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== PROJECT || !WRITES.has(ctx.action)) return next();
    const params = ctx.params as { documentId?: string; locale?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data || !SOURCES.some((key) => key in data)) return next();
    const missing = SOURCES.filter((key) => !(key in data));
    const stored =
      missing.length && params.documentId
        ? ((await strapi.db.query(PROJECT).findOne({ where: { documentId: params.documentId }, select: [...missing] })) as Record<string, unknown> | null)
        : null;
    const all = { ...stored, ...data } as { street?: string | null; houseNumber?: string | null; boxNr?: string | null; publicAddress?: boolean | null };
    // The schema's default is "show"; an unset flag on create counts as that default.
    const facts = publicListingFacts({
      feedStreet: all.street ?? null,
      feedHouseNumber: all.houseNumber ?? null,
      feedBoxNr: all.boxNr ?? null,
      publishAddress: all.publicAddress ?? true,
    });
    params.data = { ...data, shownStreet: facts.street, shownHouseNumber: facts.houseNumber, shownBoxNr: facts.boxNr };
    return next();
  });
}
