import type { Core } from '@strapi/strapi';
import type { FormsConfig } from '../../forms/config';
import type { StoredRequest } from '../../forms/plans';
import { crmSettings } from '../settings';
import { CRM_REQUEST_FORMS, requestMessage } from './payloads';
import { queueCrmMessage } from './queue';

/** The CRM's id of the project a new-build request names (by the name its page shows), when the CRM knows it. */
async function projectIdOf(strapi: Core.Strapi, request: StoredRequest): Promise<number | null> {
  const name = typeof request.fields.project === 'string' ? request.fields.project.trim() : '';
  if (request.form !== 'contact-construction' || !name) return null;
  const project: { externalId: number | null } | null = await strapi.db
    .query('api::project.project')
    .findOne({ where: { name, externalId: { $notNull: true }, publishedAt: { $notNull: true } }, select: ['externalId'] });
  return project?.externalId ?? null;
}

/**
 * When the CRM link is configured, a stored request to the agency is also queued for the CRM, in the
 * transaction that stores it: the visitor never waits for the CRM, and a CRM that is down only delays it.
 */
export async function queueRequestForCrm(strapi: Core.Strapi, submissionId: number, request: StoredRequest, config: FormsConfig) {
  const settings = crmSettings();
  if (!settings || !CRM_REQUEST_FORMS.has(request.form)) return false;
  const message = requestMessage({ ...request, projectId: await projectIdOf(strapi, request) }, settings, config.agencyLocale);
  await queueCrmMessage(strapi, { ...message, submissionId }, request.submittedAt);
  return true;
}
