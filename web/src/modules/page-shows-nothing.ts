import type { Page, PageModule } from '@/cms/types';
import { visibleModules } from './layout';
import type { ModuleEnv } from './types';

/**
 * A page that has modules, all of which show nothing yet (an empty team, no testimonials, a category
 * without articles): no destination for a search engine, so it is left out of the sitemap and marked
 * noindex until its content exists. A page without modules is its own text and always counts.
 * `showsNothing` is the module registry's moduleShowsNothing (passed in, so the rule runs without the renderers).
 */
export async function pageShowsNothing(
  page: Pick<Page, 'modules'>,
  env: ModuleEnv,
  showsNothing: (module: PageModule, env: ModuleEnv) => Promise<boolean>,
): Promise<boolean> {
  const modules = visibleModules(page.modules);
  if (!modules.length) return false;
  const empty = await Promise.all(modules.map((module) => showsNothing(module, env)));
  return empty.every(Boolean);
}
