import type { Core } from '@strapi/strapi';
import type createExtension from '@strapi/plugin-graphql/dist/server/src/services/extension/extension';

type GraphqlExtension = ReturnType<typeof createExtension>;

/**
 * Content types only staff see, in the admin: visitors' requests, the outbox, the mail templates, the
 * appointment settings, the CRM sync's status and the messages to the CRM, the owners' portal sessions, the listings' daily views and
 * the registered searches with their criteria and alerts, and what staff record for a listing's owner
 * (viewings, communications, online media, private documents).
 * They have no REST routes (no routes file) and no GraphQL queries or mutations (the plugin would
 * otherwise generate both, readable with any read-only token, the site's included).
 */
export const STAFF_ONLY_TYPES = [
  'api::submission.submission',
  'api::outbox-mail.outbox-mail',
  'api::mail-template.mail-template',
  'api::appointment-setting.appointment-setting',
  'api::crm-sync.crm-sync',
  'api::crm-message.crm-message',
  'api::owner-session.owner-session',
  'api::listing-view.listing-view',
  'api::search-registration.search-registration',
  'api::search-criterion.search-criterion',
  'api::search-alert.search-alert',
  'api::listing-viewing.listing-viewing',
  'api::listing-communication.listing-communication',
  'api::listing-publication.listing-publication',
  'api::owner-document.owner-document',
] as const;

export function hideStaffOnlyTypes(strapi: Core.Strapi) {
  const extension = strapi.plugin('graphql').service<GraphqlExtension>('extension');
  for (const uid of STAFF_ONLY_TYPES) extension.shadowCRUD(uid).disable();
}
