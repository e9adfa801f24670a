import type { Core } from '@strapi/strapi';
import { LISTING_FACT_SOURCES, publicDocuments, publicListingFacts, type ListingDocumentInput, type ListingFacts } from '@coast/domain';

const PROPERTY = 'api::property.property';
const WRITES = new Set(['create', 'update']);

/**
 * Hidden stays hidden by construction: whoever writes a listing (the feed importer, staff in the admin,
 * a script), its public price, the amounts that follow from it (notary fees, duties, VAT, total costs,
 * deposit, agency fee, annuity), street, number, box and position are re-derived here from the private
 * feed values and the publish flags (@coast/domain publicListingFacts), and its public documents from
 * the private feed documents (@coast/domain publicDocuments). The public API can then only ever read,
 * filter or sort on what a visitor may see; stored listings are derived again on start
 * (access/rederive-listing-facts.ts).
 */
export function deriveListingFacts(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== PROPERTY || !WRITES.has(ctx.action)) return next();
    const params = ctx.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data) return next();
    // The feed's documents are private; only those a visitor may see are written to the public ones.
    if ('feedDocuments' in data) {
      const documents = Array.isArray(data.feedDocuments) ? (data.feedDocuments as ListingDocumentInput[]) : [];
      params.data = { ...data, documents: publicDocuments(documents) };
    }
    if (!LISTING_FACT_SOURCES.some((key) => key in data)) return next();

    // A partial update (one flag changed in the admin) is completed with the stored values.
    const missing = LISTING_FACT_SOURCES.filter((key) => !(key in data));
    const stored =
      missing.length && params.documentId
        ? ((await strapi.db.query(PROPERTY).findOne({ where: { documentId: params.documentId }, select: [...missing] })) as Record<string, unknown> | null)
        : null;
    const facts = { ...stored, ...data } as ListingFacts;
    params.data = { ...params.data, ...publicListingFacts(facts) };
    return next();
  });
}
