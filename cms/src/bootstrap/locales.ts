import type { Core } from '@strapi/strapi';
import { LOCALES, DEFAULT_LOCALE } from '@coast/domain';

const NAMES: Record<string, string> = { nl: 'Nederlands (nl)', fr: 'Français (fr)', en: 'English (en)', de: 'Deutsch (de)' };

/** The four site languages exist and Dutch is the default, on every start (idempotent). */
export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing: { code: string }[] = await service.find();
  for (const code of LOCALES) {
    if (!existing.some((l) => l.code === code)) await service.create({ code, name: NAMES[code] ?? code });
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE) await service.setDefaultLocale({ code: DEFAULT_LOCALE });
}
