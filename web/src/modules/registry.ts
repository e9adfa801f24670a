import { ArticleModuleRenderer } from './article/renderer';
import { CategoryModuleRenderer } from './category/renderer';
import { ContactModuleRenderer } from './contact/renderer';
import { PropertyListModuleRenderer } from './property-list/renderer';
import type { ModuleRegistry } from './types';

/** The generic module renderer's table: GraphQL type name → renderer (one folder per module). */
export const MODULE_RENDERERS: ModuleRegistry = {
  ComponentModulesArticle: ArticleModuleRenderer,
  ComponentModulesPropertyList: PropertyListModuleRenderer,
  ComponentModulesCategory: CategoryModuleRenderer,
  ComponentModulesContact: ContactModuleRenderer,
};
