import { moduleTypename, type ModuleKind } from '@coast/domain';
import type { ModuleTypename } from '@/cms/types';
import type { ModuleDefinition } from './types';

/** A module folder's object: its kind, the GraphQL type name @coast/domain gives that kind, and its parts. */
export function defineModule<K extends ModuleKind>(kind: K, parts: Omit<ModuleDefinition<K>, 'kind' | 'typename'>): ModuleDefinition<K> {
  // ModuleTypename<K> is moduleTypename's rule at the type level (cms/modules.ts checks it against the schema).
  return { kind, typename: moduleTypename(kind) as ModuleTypename<K>, ...parts };
}
