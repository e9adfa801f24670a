import type { Core, UID } from '@strapi/strapi';
import { LOCALES } from '@coast/domain';
import { populateOf, type Attributes, type Data, type SchemaOf } from './schema';
import { rebuildStructure, type Untranslated } from './rebuild';
import type { LayoutType } from './types';

export type CopiedLanguage = { locale: string; created: boolean; untranslated: Untranslated };

export type CopyOutcome = { kind: 'copied'; languages: CopiedLanguage[] } | { kind: 'not-found' } | { kind: 'forbidden'; locales: string[] };

/** Whether the staff member may change the document in a language (the content manager's own check, locale rules included). */
export type MayUpdate = (locale: string) => boolean;

type Documents = {
  findOne(params: { documentId: string; locale: string; status: 'draft'; populate: unknown }): Promise<Data | null>;
  update(params: { documentId: string; locale: string; data: Data }): Promise<unknown>;
};

const schemaReader =
  (strapi: Core.Strapi): SchemaOf =>
  (uid) =>
    (strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Attributes;

/**
 * A language the document lacks gets the source's texts as a start (with its path moved to that
 * language), so that one saved language becomes four drafts to translate.
 */
function newLanguageTexts(attributes: Attributes, source: Data, sourceLocale: string, locale: string): Data {
  const texts: Data = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.pluginOptions?.i18n?.localized !== true || ['component', 'dynamiczone', 'relation', 'media'].includes(attribute.type)) continue;
    texts[name] = source[name] ?? null;
  }
  if (typeof texts.path === 'string') texts.path = texts.path.replace(new RegExp(`^/${sourceLocale}/`), `/${locale}/`);
  return texts;
}

/**
 * Copies a document's structure from one language to the others, as drafts: each other language gets
 * the source's modules (or links, columns, categories) in the source's order and with its settings and
 * link targets, keeping its own texts for the entries it already had. Nothing is published; the site
 * shows the change once staff publish each language. All or nothing: one transaction, and every target
 * language is checked against the staff member's rights before anything is written.
 */
export async function copyLayout(strapi: Core.Strapi, uid: LayoutType, documentId: string, sourceLocale: string, mayUpdate: MayUpdate): Promise<CopyOutcome> {
  const schemaOf = schemaReader(strapi);
  const attributes = schemaOf(uid);
  // The localized structure only: relations and media of the document itself are shared by its languages.
  const structural = Object.fromEntries(
    Object.entries(attributes).filter(([, a]) => a.pluginOptions?.i18n?.localized === true && (a.type === 'component' || a.type === 'dynamiczone')),
  );
  const populate = populateOf(schemaOf, structural);
  const documents = strapi.documents(uid) as unknown as Documents;
  const source = await documents.findOne({ documentId, locale: sourceLocale, status: 'draft', populate });
  if (!source) return { kind: 'not-found' };
  const targets = LOCALES.filter((locale) => locale !== sourceLocale);
  const refused = targets.filter((locale) => !mayUpdate(locale));
  if (refused.length > 0) return { kind: 'forbidden', locales: refused };

  const languages: CopiedLanguage[] = [];
  await strapi.db.transaction(async () => {
    for (const locale of targets) {
      const target = await documents.findOne({ documentId, locale, status: 'draft', populate });
      const { data, untranslated } = rebuildStructure(schemaOf, uid, source, target ?? undefined);
      const texts = target ? {} : newLanguageTexts(attributes, source, sourceLocale, locale);
      // Written as the draft: the published version stays until staff publish.
      await documents.update({ documentId, locale, data: { ...texts, ...data } });
      languages.push({ locale, created: !target, untranslated });
    }
  });
  return { kind: 'copied', languages };
}
