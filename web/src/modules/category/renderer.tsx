import { LIST_LIMITS } from '@coast/domain';
import { itemsPerRow, maxItems } from '../layout';
import type { Renderer } from '../types';
import { ListView } from './list-view';
import { NewsView } from './news-view';
import { TeamView } from './team-view';
import { TestimonialsView } from './testimonials-view';
import type { CategoryModule } from './shape';

/** A category's items by view: news (at most 9), team (at most 4), testimonials, or a plain list. */
export const CategoryModuleRenderer: Renderer<CategoryModule> = ({ module, context }) => {
  const category = module.category;
  switch (module.view) {
    case 'team':
      return <TeamView context={context} limit={maxItems(module, LIST_LIMITS.teamMembers, LIST_LIMITS.teamMembers)} itemsPerRow={itemsPerRow(module)} />;
    case 'testimonials':
      return <TestimonialsView context={context} limit={maxItems(module, 6)} />;
    case 'news':
      return category?.key ? (
        <NewsView context={context} categoryKey={category.key} limit={maxItems(module, LIST_LIMITS.servicesItems, LIST_LIMITS.servicesItems)} />
      ) : null;
    default:
      return category?.key ? (
        <ListView context={context} category={category} categoryKey={category.key} subcategories={module.hasSubcategories} limit={maxItems(module, 50)} />
      ) : null;
  }
};
