import { MODULE_KINDS, moduleTypename, type ContactForm, type ModuleKind, type RenovationWork } from '@coast/domain';
import type { Enum_Componentmodulescontact_Form, Enum_Componentrenovationworkcost_Work, PageByPathQuery } from '@coast/graphql';
import { SHAPES } from '@/modules/generated/shapes';
import type { Hyphenated, ModuleFragment, ZoneEntry } from './module-fields';
import { present, type Same } from './shape';
import type { ModuleOfKind, ModuleTypename, PageModule } from './types';

type Check<T extends true> = T;
/**
 * The schema's page modules are exactly @coast/domain's module kinds: a component added to the page's
 * dynamic zone in the CMS fails the type check here (after `pnpm codegen`) until the domain names its
 * kind, and then web/src/modules/registry.ts until it has a folder.
 */
type _ModuleKindsMatchSchema = Check<Same<Exclude<ZoneEntry['__typename'], 'Error'>, ModuleTypename>>;

/** GraphQL spells the form ids with '_' (`contact_me`); they are @coast/domain's ids otherwise. */
type _ContactFormsMatchSchema = Check<Same<Hyphenated<Enum_Componentmodulescontact_Form>, ContactForm>>;

/** GraphQL spells the works with '_' (`heat_pump`); they are @coast/domain's ids otherwise. */
type _WorksMatchSchema = Check<Same<Hyphenated<Enum_Componentrenovationworkcost_Work>, RenovationWork>>;

/**
 * One reshaping per module kind, from its folder's fragment (web/src/modules/{kind}/shape.ts). Typed so
 * that a kind the generated table lacks (`pnpm codegen` not run) fails `tsc`.
 */
const SHAPES_BY_KIND = SHAPES satisfies { readonly [K in ModuleKind]: (m: ModuleFragment<K>) => ModuleOfKind<K> };

const KIND_OF_TYPENAME: ReadonlyMap<string, ModuleKind> = new Map(MODULE_KINDS.map((kind) => [moduleTypename(kind), kind]));

/** A page's modules of the kinds the site knows, in their CMS order (the zone's 'Error' placeholders left out). */
export function toPageModules(zone: NonNullable<PageByPathQuery['menuPages'][number]>['modules']): PageModule[] {
  return present(zone).flatMap((m) => {
    const kind = KIND_OF_TYPENAME.get(m.__typename);
    // The table is keyed by kind and each kind's typename is its fragment's: the shape fits this module.
    return kind ? [(SHAPES_BY_KIND[kind] as (m: ZoneEntry) => PageModule)(m)] : [];
  });
}
