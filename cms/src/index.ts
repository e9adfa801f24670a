import type { Core } from '@strapi/strapi';
import { restrictDraftsToTrustedClients } from './access/restrict-drafts';
import { registerListingCounts } from './graphql/listing-counts';
import { fillSlugs } from './access/fill-slugs';
import { keepPageAddressesUnique } from './pages/unique-addresses';
import { refuseBadTextFormats } from './validation/refuse-bad-formats';
import { refuseBadColours } from './validation/colour-format';
import { deriveListingFacts } from './access/listing-facts';
import { rederiveListingFacts } from './access/rederive-listing-facts';
import { scrubPlainSecrets } from './outbox/scrub-plain-secrets';
import { deriveProjectAddress } from './access/project-address';
import { restrictToPublicFields } from './access/restrict-to-public-fields';
import { assertModuleKinds } from './modules/check';
import { restrictRelationFiltersToPublished } from './access/published-relations';
import { checkPublicQueries } from './access/public-query-rules';
import { hideSwitchedOffContent } from './access/switched-off-content';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser, ensureSiteReadToken } from './bootstrap/credentials';
import { seedIfEmpty } from './seed/seed-if-empty';
import { ensureUploadSettings } from './bootstrap/upload-settings';
import { ensureSiteWebhook } from './bootstrap/webhooks';
import { applyAdminLayouts } from './bootstrap/admin-layout';
import { hideStaffOnlyTypes } from './access/private-types';
import { ensureMailTemplates } from './bootstrap/mail-templates';
import { resetRetriedRows } from './queue/staff-retry';
import { startOutbox, stopOutbox } from './outbox/running';
import { scheduleRetention, stopRetention } from './retention/schedule';
import { scheduleCrmSync, stopCrmSync } from './crm/schedule';
import { registerCrmSyncRoute } from './crm/staff-sync';
import { startCrmSendBack, stopCrmSendBack } from './crm/send-back/running';
import { eraseCrmMessagesWithRequest } from './crm/send-back/erase-with-request';
import { formsConfig } from './forms/config';
import { deleteDocumentsWithSubmission } from './uploads/delete-with-submission';
import { registerStaffDownloads } from './uploads/staff-download';
import { inviteNewOwners } from './owner-portal/invitations';
import { ensureViewsIndex } from './views/table';
import { seedDemoOwners } from './seed/demo-owners';
import { ensureUploadsDir } from './uploads/storage';
import { scheduleSearchAlerts, stopSearchAlerts } from './search-alerts/schedule';
import { keepOwnerDocumentFiles } from './owner-portal/keep-files';
import { registerOwnerDocumentFiles } from './owner-portal/staff-documents';
import { ensureOwnerDocumentsDir } from './owner-portal/document-files';
import { keepListingLabels, relabelListings } from './api/property/listing-label';
import { checkStatusPerForm } from './forms/status-per-form';
import { fillViewingTimes, keepViewingTimes } from './owner-portal/viewing-times';
import { registerLayoutCopy } from './layout-copy/staff-route';
import { registerCustomFields } from './custom-fields/register';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerCustomFields(strapi);
    assertModuleKinds(strapi);
    restrictToPublicFields(strapi);
    hideStaffOnlyTypes(strapi);
    resetRetriedRows(strapi, ['api::outbox-mail.outbox-mail', 'api::crm-message.crm-message']);
    deleteDocumentsWithSubmission(strapi);
    eraseCrmMessagesWithRequest(strapi);
    keepOwnerDocumentFiles(strapi);
    restrictDraftsToTrustedClients(strapi);
    restrictRelationFiltersToPublished(strapi);
    checkPublicQueries(strapi);
    hideSwitchedOffContent(strapi);
    fillSlugs(strapi);
    refuseBadTextFormats(strapi);
    refuseBadColours(strapi);
    keepPageAddressesUnique(strapi);
    deriveListingFacts(strapi);
    keepListingLabels(strapi);
    checkStatusPerForm(strapi);
    keepViewingTimes(strapi);
    deriveProjectAddress(strapi);
    registerListingCounts(strapi);
    inviteNewOwners(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureAdminUser(strapi);
    await ensureSiteReadToken(strapi);
    await ensureUploadSettings(strapi);
    await applyAdminLayouts(strapi);
    const refreshed = await rederiveListingFacts(strapi);
    if (refreshed) strapi.log.info(`Public facts derived again for ${refreshed} listings`);
    const relabelled = await relabelListings(strapi);
    if (relabelled) strapi.log.info(`Admin label written for ${relabelled} listings`);
    await fillViewingTimes(strapi);
    const scrubbed = await scrubPlainSecrets(strapi);
    if (scrubbed) strapi.log.info(`Link secrets removed from ${scrubbed} sent mails`);
    if (process.env.SEED_ON_START !== 'false') await seedIfEmpty(strapi);
    await ensureSiteWebhook(strapi);
    await ensureMailTemplates(strapi);
    // The forms' settings are read once, now (missing secrets are said at start, not at the first visitor).
    formsConfig((message) => strapi.log.warn(message));
    await ensureUploadsDir(strapi);
    await ensureOwnerDocumentsDir(strapi);
    await ensureViewsIndex(strapi);
    if (process.env.SEED_ON_START !== 'false') await seedDemoOwners(strapi);
    registerStaffDownloads(strapi);
    registerOwnerDocumentFiles(strapi);
    registerCrmSyncRoute(strapi);
    registerLayoutCopy(strapi);
    startOutbox(strapi);
    startCrmSendBack(strapi);
    scheduleRetention(strapi);
    scheduleCrmSync(strapi);
    scheduleSearchAlerts(strapi);
  },

  async destroy() {
    stopRetention();
    stopCrmSync();
    stopSearchAlerts();
    await stopOutbox();
    await stopCrmSendBack();
  },
};
