import type { Core } from '@strapi/strapi';
import { restrictDraftsToTrustedClients } from './access/restrict-drafts';
import { registerListingCounts } from './graphql/listing-counts';
import { fillSlugs } from './access/fill-slugs';
import { deriveListingFacts } from './access/listing-facts';
import { restrictToPublicFields } from './access/public-fields';
import { restrictRelationFiltersToPublished } from './access/published-relations';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser, ensureSiteReadToken } from './bootstrap/credentials';
import { seedIfEmpty } from './seed/seed-if-empty';
import { ensureUploadSettings } from './bootstrap/upload-settings';
import { ensureSiteWebhook } from './bootstrap/webhooks';
import { applyAdminLayouts } from './bootstrap/admin-layout';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    restrictToPublicFields(strapi);
    restrictDraftsToTrustedClients(strapi);
    restrictRelationFiltersToPublished(strapi);
    fillSlugs(strapi);
    deriveListingFacts(strapi);
    registerListingCounts(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureAdminUser(strapi);
    await ensureSiteReadToken(strapi);
    await ensureUploadSettings(strapi);
    await applyAdminLayouts(strapi);
    if (process.env.SEED_ON_START !== 'false') await seedIfEmpty(strapi);
    await ensureSiteWebhook(strapi);
  },
};
