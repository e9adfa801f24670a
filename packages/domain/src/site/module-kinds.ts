/**
 * The kinds of page module: each is a CMS component `modules.{kind}` in a page's
 * `modules` dynamic zone, a GraphQL type `ComponentModules{Kind}`, and a folder web/src/modules/{kind}.
 * Adding one: docs/architecture/modules.md.
 */
export const MODULE_KINDS = ['article', 'property-list', 'category', 'contact', 'cookie-list', 'favourites', 'renovation-calculator', 'project-list'] as const;

export type ModuleKind = (typeof MODULE_KINDS)[number];

/** The CMS component of a module kind. */
export const moduleComponent = (kind: ModuleKind) => `modules.${kind}` as const;

/** The GraphQL type name of a module kind (`property-list` -> `ComponentModulesPropertyList`). */
export function moduleTypename(kind: ModuleKind): string {
  return `ComponentModules${kind
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}`;
}

/** Which listings a property-list module shows, and in which order (its `goal` and `sortBy`). */
export const LIST_MODULE_GOALS = ['sale', 'rent', 'all'] as const;
export type ListModuleGoal = (typeof LIST_MODULE_GOALS)[number];
export const LIST_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
