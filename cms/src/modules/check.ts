import type { Core } from '@strapi/strapi';
import { MODULE_KINDS, moduleComponent } from '@coast/domain';

/**
 * What keeps the CMS from starting about module kinds, each naming its fix: a kind of @coast/domain's
 * MODULE_KINDS without its component, a `modules.*` component that is no kind, a page module list
 * (the menu page's dynamic zone, written by `pnpm codegen`) other than the kinds'.
 */
export function moduleKindProblems(components: readonly string[], pageModules: readonly string[]): string[] {
  const kinds = MODULE_KINDS.map(moduleComponent);
  const problems: string[] = [];
  for (const uid of kinds) if (!components.includes(uid)) problems.push(`${uid} has no component: add cms/src/components/${uid.replace('.', '/')}.json`);
  for (const uid of components)
    if (uid.startsWith('modules.') && !(kinds as string[]).includes(uid)) problems.push(`${uid} is not a kind of @coast/domain's MODULE_KINDS: add it there`);
  if (pageModules.join() !== kinds.join())
    problems.push(`The menu page's module list (${pageModules.join(', ')}) is not MODULE_KINDS' components: run \`pnpm codegen\``);
  return problems;
}

/** Stops the CMS on start while the module kinds, their components and the page's module list disagree. */
export function assertModuleKinds(strapi: Core.Strapi) {
  const zone = strapi.contentTypes['api::menu-page.menu-page'].attributes.modules as { components?: readonly string[] };
  const problems = moduleKindProblems(Object.keys(strapi.components), zone.components ?? []);
  if (problems.length) throw new Error(`Module kinds: ${problems.join('; ')}.`);
}
