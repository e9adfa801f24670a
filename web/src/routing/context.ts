import { cache } from 'react';
import { getLanguageConfiguration, getPathRows } from '@/cms/site';
import { languageSettings } from './locales';
import { buildPathTable } from './path-table';
import { requestPath } from './request-path';
import { resolveRoute } from './resolve-route';

/** The language settings and the path table of the published site, once per request. */
export const getRoutingContext = cache(async () => {
  const [languages, rows] = await Promise.all([getLanguageConfiguration(), getPathRows()]);
  return { settings: languageSettings(languages), table: buildPathTable(rows) };
});

/** The current request's route (for layouts and screens that get no params). */
export const getCurrentRoute = cache(async () => {
  // The request header first: it marks the render as per-request before any CMS read (build-safe).
  const path = await requestPath();
  const context = await getRoutingContext();
  return { ...context, route: resolveRoute(path, context.table, context.settings) };
});
