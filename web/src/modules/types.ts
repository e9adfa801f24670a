import type { ReactNode } from 'react';
import type { Locale, ModuleKind } from '@coast/domain';
import type { ModuleOfKind, ModuleTypename, Page, SiteConfiguration } from '@/cms/types';
import type { LanguageSettings } from '@/routing/locales';
import type { ListQuery } from '@/routing/list-query';
import type { PathTable } from '@/routing/path-table';

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

/** The categories and articles (by key) a module shows: they resolve below its page, '{page path}{slug}/'. */
export interface HostedContent {
  readonly categories: readonly string[];
  readonly articles: readonly string[];
}

/** What one module folder exports: everything the site knows about its kind. */
export interface ModuleDefinition<K extends ModuleKind> {
  readonly kind: K;
  /** Its GraphQL type name (the type of its fragment, beside the renderer). */
  readonly typename: ModuleTypename<K>;
  readonly Renderer: Renderer<ModuleOfKind<K>>;
  /** The content it shows that has its own path below the page (none when absent). */
  readonly hosts?: (module: ModuleOfKind<K>) => HostedContent;
  /** Whether it would show nothing but its 'nothing here yet' note (absent: it always shows something). */
  readonly showsNothing?: (module: ModuleOfKind<K>, env: ModuleEnv) => Promise<boolean>;
}

/** What deciding a module's emptiness may use (no page being rendered: the sitemap asks too). */
export interface ModuleEnv {
  readonly locale: Locale;
  readonly preview: boolean;
}
