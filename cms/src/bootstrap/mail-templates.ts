import type { Core } from '@strapi/strapi';
import { LOCALES } from '@coast/domain';
import { MAIL_KINDS } from '../forms/mail-kinds';
import { MAIL_TEMPLATES } from '../seed/content/mail-templates';

/**
 * Every mail template in every language, created when missing (on a fresh database and on one made
 * before the forms existed); what staff changed is left alone.
 */
export async function ensureMailTemplates(strapi: Core.Strapi) {
  const templates = strapi.documents('api::mail-template.mail-template');
  for (const key of MAIL_KINDS) {
    const existing = await templates.findFirst({ filters: { key }, locale: 'nl', fields: ['documentId'] });
    let documentId = existing?.documentId;
    if (!documentId) documentId = (await templates.create({ locale: 'nl', data: { key, ...MAIL_TEMPLATES[key].nl } })).documentId;
    for (const locale of LOCALES.filter((l) => l !== 'nl')) {
      const translated = await templates.findOne({ documentId, locale, fields: ['documentId'] });
      if (!translated) await templates.update({ documentId, locale, data: { key, ...MAIL_TEMPLATES[key][locale] } });
    }
  }
}
