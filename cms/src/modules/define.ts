import { moduleComponent, type Locale, type ModuleKind } from '@coast/domain';
import type { Public } from '@strapi/strapi';
import { component, type EditGroup, type FieldHelp, type ListSettings, type ModelLayout } from '../admin-layout/types';
import type { NullableInput } from '../typing/documents';

type ComponentUid<K extends ModuleKind> = `modules.${K}`;

/**
 * The fields of a kind's component (`cms/src/components/modules/{kind}.json`) as `pnpm codegen` typed
 * them (cms/types/generated): none until then, so a kind's folder fails `tsc` before its component is typed.
 */
export type FieldOf<K extends ModuleKind> =
  ComponentUid<K> extends keyof Public.ComponentSchemas ? keyof Public.ComponentSchemas[ComponentUid<K>]['attributes'] & string : never;

/** Whether visitors may read a field (public API, the site's token) or only staff. */
export type Decision = 'public' | 'private';

type ZoneData = NonNullable<NullableInput<'api::menu-page.menu-page'>['modules']>[number];
/** What the seed stores for a module of a kind, its component's name aside. */
export type SeedData<K extends ModuleKind> = Omit<Extract<ZoneData, { __component: ComponentUid<K> }>, '__component'>;

/** What a seeded page may say of any module (texts per language; layout counts, the CMS's defaults otherwise). */
export interface CommonSeed {
  readonly title?: Readonly<Record<Locale, string>>;
  /** Default: shown when there is a title. */
  readonly showTitle?: boolean;
  readonly description?: Readonly<Record<Locale, string>>;
  /** Default 3. */
  readonly itemsPerRow?: number;
  readonly maxItems?: number;
}

/** What a kind's seed may look up: the seeded articles and categories (documentId, title) in the language being written. */
export interface SeedContext {
  readonly locale: Locale;
  articleId(key: string): string | undefined;
  articleTitle(key: string): string | null;
  categoryId(key: string): string | undefined;
}

/** The admin help of a kind's component: every field's label and hint, the edit view's groups. */
export interface ModuleAdmin<K extends ModuleKind> {
  readonly fields: Readonly<Record<FieldOf<K>, FieldHelp>>;
  readonly edit: readonly EditGroup[];
  /** Default: an entry of the page's module list is named by its title. */
  readonly settings?: ListSettings;
}

/** What one folder of cms/src/modules gives its kind's component: its decisions, admin help and seed. */
export interface ModuleParts<K extends ModuleKind, S extends object> {
  /** Every field of the component, public or private: the CMS does not start while one is missing. */
  readonly fields: Readonly<Record<FieldOf<K>, Decision>>;
  readonly admin: ModuleAdmin<K>;
  /** The component's own data for a seeded page's entry (title, texts, switch and layout are common). */
  readonly seed?: (entry: S & CommonSeed, context: SeedContext) => SeedData<K>;
}

export interface CmsModule<K extends ModuleKind, S extends object = object> {
  readonly kind: K;
  readonly component: ComponentUid<K>;
  readonly fields: Readonly<Record<string, Decision>>;
  readonly admin: ModelLayout;
  readonly seed?: (entry: S & CommonSeed, context: SeedContext) => SeedData<K>;
}

/** A module folder's object: the kind's component named from the kind, its help applied to that component. */
export function defineModule<K extends ModuleKind, S extends object = object>(kind: K, parts: ModuleParts<K, S>): CmsModule<K, S> {
  const uid = moduleComponent(kind) as ComponentUid<K>;
  const { settings, ...admin } = parts.admin;
  return {
    kind,
    component: uid,
    fields: parts.fields,
    admin: component({ uid, settings: settings ?? { mainField: 'title' }, ...admin }),
    seed: parts.seed,
  };
}
