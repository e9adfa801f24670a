import { cache } from 'react';
import { getLanguageConfiguration, getPathRows } from '@/cms/site';
import { languageSettings } from './locales';
import { buildPathTable } from './path-table';

/** The language settings and the path table of the published site, once per request. */
export const getRoutingContext = cache(async () => {
  const [languages, rows] = await Promise.all([getLanguageConfiguration(), getPathRows()]);
  return { settings: languageSettings(languages), table: buildPathTable(rows) };
});
