import { getArticlesByCategory, getTeamMembers, getTestimonials } from '@/cms/content';
import { defineModule } from '../define';
import { CategoryModuleRenderer } from './renderer';

/**
 * A category's items (news, team, testimonials or a list); the category and its subcategories have
 * their own paths below the page when the module shows its articles (the team and testimonials views
 * show other content, so their category has no page of its own there).
 */
export const categoryModule = defineModule('category', {
  Renderer: CategoryModuleRenderer,
  hosts: ({ category, view }) => ({
    categories:
      category?.key && view !== 'team' && view !== 'testimonials'
        ? [category.key, ...category.children.flatMap((child) => (child.key ? [child.key] : []))]
        : [],
    articles: [],
  }),
  showsNothing: async ({ category, view, hasSubcategories }, { locale, preview }) => {
    if (view === 'team') return !(await getTeamMembers(locale, 1, preview)).length;
    if (view === 'testimonials') return !(await getTestimonials(locale, 1, preview)).length;
    if (!category?.key) return true;
    if (view !== 'news' && hasSubcategories && category.children.length) return false;
    return !(await getArticlesByCategory(locale, category.key, 1, preview)).length;
  },
});
