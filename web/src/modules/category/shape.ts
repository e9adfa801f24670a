import { toCategoryLink } from '@/cms/content';
import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import { present, text } from '@/cms/shape';
import type { CategoryLink, ModuleCommon } from '@/cms/types';

export interface CategoryModule extends ModuleCommon<'category'> {
  readonly view: 'list' | 'news' | 'team' | 'testimonials';
  readonly hasSubcategories: boolean;
  readonly category: (CategoryLink & { readonly description: string; readonly children: readonly CategoryLink[] }) | null;
}

export const categoryShape = (m: ModuleFragment<'category'>): CategoryModule => ({
  ...moduleFields('category', m),
  view: m.categoryView ?? 'list',
  hasSubcategories: Boolean(m.hasSubcategories),
  category: m.category
    ? { ...toCategoryLink(m.category), description: text(m.category.description), children: present(m.category.children).map(toCategoryLink) }
    : null,
});
