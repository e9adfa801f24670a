import type { ReactNode } from 'react';
import type { Locale } from '@coast/domain';
import type { MenuPageModulesDynamicZone } from '@coast/graphql';
import type { Page, PageModule, SiteConfiguration } from '@/cms/types';
import type { LanguageSettings } from '@/routing/locales';
import type { ListQuery } from '@/routing/list-query';
import type { PathTable } from '@/routing/path-table';

/**
 * Every module type of the CMS schema (the page's dynamic zone), from the generated schema types: a
 * component added to the zone in the CMS shows up here after `pnpm codegen`, and the registry then
 * fails the type check until it has a renderer.
 */
export type ModuleTypename = Exclude<NonNullable<MenuPageModulesDynamicZone['__typename']>, 'Error'>;

/** The data the page query reads for one module type (its fragment, in the module's folder). */
export type ModuleOf<K extends ModuleTypename> = Extract<PageModule, { __typename: K }>;

/** What every renderer may use besides its module's own fields. */
export interface ModuleContext {
  readonly locale: Locale;
  readonly page: Page;
  /** The path the page is shown at (localized or original), for links to items below it. */
  readonly pagePath: string;
  /** The page's list query (canonical: see routing/list-query.ts). */
  readonly query: ListQuery;
  readonly preview: boolean;
  readonly table: PathTable;
  readonly settings: LanguageSettings;
  readonly config: SiteConfiguration | null;
  /** Heading level for the items inside the module (one below the module title). */
  readonly itemHeading: 'h2' | 'h3' | 'h4' | 'h5';
}

export type Renderer<M> = (props: { readonly module: M; readonly context: ModuleContext }) => ReactNode | Promise<ReactNode>;

/** One renderer per module type, typed so a missing one fails `tsc`. */
export type ModuleRegistry = { readonly [K in ModuleTypename]: Renderer<ModuleOf<K>> };

/** Modules the page can render (the zone's 'Error' placeholder is not one). */
export type RenderableModule = ModuleOf<ModuleTypename>;

export function isRenderable(module: PageModule | null): module is RenderableModule {
  return module !== null && module.__typename !== 'Error';
}
