import { defineModule } from '../define';
import { CategoryModuleRenderer } from './renderer';

/** A category's items (news, team, testimonials or a list); the category and its subcategories have their own paths below the page. */
export const categoryModule = defineModule('category', {
  Renderer: CategoryModuleRenderer,
  hosts: ({ category }) => ({
    categories: category?.key ? [category.key, ...category.children.flatMap((child) => (child.key ? [child.key] : []))] : [],
    articles: [],
  }),
});
