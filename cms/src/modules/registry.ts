import { MODULE_KINDS, type ModuleKind } from '@coast/domain';
import type { ModelLayout } from '../admin-layout/types';
import type { CmsModule, CommonSeed, Decision, SeedContext, SeedData } from './define';
import { MODULE_FOLDERS } from './generated/registry';

/**
 * Each module kind's folder of cms/src/modules, by kind. Typed so that a kind of @coast/domain's
 * MODULE_KINDS the generated table lacks (`pnpm codegen` not run) or a folder of another kind fails `tsc`.
 */
const CMS_MODULES = MODULE_FOLDERS satisfies { readonly [K in ModuleKind]: CmsModule<K, never> };

/** What a seeded page says of a module of a kind: what every module may have and what its folder's seed reads. */
type EntryOf<K extends ModuleKind> = CommonSeed & Parameters<NonNullable<(typeof CMS_MODULES)[K]['seed']>>[0];

/** A module of a seeded page: its kind and what that kind's folder seeds it from. */
export type ModuleSeed = { [K in ModuleKind]: { readonly kind: K } & EntryOf<K> }[ModuleKind];

/** The admin help of every module kind's component. */
export const MODULE_ADMIN_LAYOUTS: readonly ModelLayout[] = MODULE_KINDS.map((kind) => CMS_MODULES[kind].admin);

/** The public (or private) fields of the module kinds' components, by component (those with none left out). */
export function moduleFields(decision: Decision): Record<string, readonly string[]> {
  return Object.fromEntries(
    MODULE_KINDS.flatMap((kind) => {
      const { component, fields } = CMS_MODULES[kind];
      const decided = Object.keys(fields).filter((name) => fields[name] === decision);
      return decided.length ? [[component, decided]] : [];
    }),
  );
}

/** What the seed stores for a module of a page besides its title, texts, switch and layout (its folder's seed). */
export function seedData(entry: ModuleSeed, context: SeedContext): Partial<SeedData<ModuleKind>> {
  // The table is keyed by kind: the folder found seeds entries of this one's kind.
  const seed = CMS_MODULES[entry.kind].seed as ((entry: ModuleSeed, context: SeedContext) => SeedData<ModuleKind>) | undefined;
  return seed?.(entry, context) ?? {};
}
