import type { Page } from '@/cms/types';
import { visibleModules } from './layout';
import { moduleShowsNothing } from './registry';
import type { ModuleEnv } from './types';

/**
 * A page that has modules, all of which show nothing yet (an empty team, no testimonials, a category
 * without articles): no destination for a search engine, so it is left out of the sitemap and marked
 * noindex until its content exists. A page without modules is its own text and always counts.
 */
export async function pageShowsNothing(page: Page, env: ModuleEnv): Promise<boolean> {
  const modules = visibleModules(page.modules);
  if (!modules.length) return false;
  const empty = await Promise.all(modules.map((module) => moduleShowsNothing(module, env)));
  return empty.every(Boolean);
}
