import type { ModuleKind } from '@coast/domain';
import type { ModuleTypename, PageModule } from '@/cms/types';
import { MODULES as MODULE_FOLDERS } from './generated/modules';
import type { HostedContent, ModuleDefinition, ModuleEnv, Renderer } from './types';

/**
 * The generic module renderer's table: each module folder's object under its kind (generated from
 * @coast/domain's MODULE_KINDS). Typed so that a kind the table lacks (`pnpm codegen` not run) or a
 * folder of the wrong kind fails `tsc`.
 */
const MODULES = MODULE_FOLDERS satisfies { readonly [K in ModuleKind]: ModuleDefinition<K> };

interface AnyModuleDefinition {
  readonly kind: ModuleKind;
  readonly typename: ModuleTypename;
  readonly Renderer: Renderer<PageModule>;
  readonly hosts?: (module: PageModule) => HostedContent;
  readonly showsNothing?: (module: PageModule, env: ModuleEnv) => Promise<boolean>;
}

/** The definition of a module's kind. */
export function definitionOf(module: PageModule): AnyModuleDefinition {
  // The table is keyed by kind, so the definition found always takes this module's type.
  return MODULES[module.kind] as unknown as AnyModuleDefinition;
}

const NOTHING_HOSTED: HostedContent = { categories: [], articles: [] };

/** The categories and articles a module shows below its page. */
export function hostedBy(module: PageModule): HostedContent {
  return definitionOf(module).hosts?.(module) ?? NOTHING_HOSTED;
}

/** Whether a module would show nothing (a kind that does not say always shows something). */
export async function moduleShowsNothing(module: PageModule, env: ModuleEnv): Promise<boolean> {
  return (await definitionOf(module).showsNothing?.(module, env)) ?? false;
}
