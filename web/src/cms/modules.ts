import { MODULE_KINDS, contactFormFromEnum, moduleTypename, type ContactForm, type ModuleKind, type RenovationWork } from '@coast/domain';
import type { Enum_Componentmodulescontact_Form, Enum_Componentrenovationworkcost_Work, ModuleLayoutFragment, PageByPathQuery } from '@coast/graphql';
import { toArticleContent, toCategoryLink } from './content';
import { colour, present, text, toMedia, toMediaList, type Same } from './shape';
import type { ModuleLayout, ModuleOfKind, ModuleTypename, PageModule } from './types';

type PageRow = NonNullable<PageByPathQuery['menuPages'][number]>;
type ZoneEntry = NonNullable<NonNullable<PageRow['modules']>[number]>;
type FragmentOf<K extends ModuleKind> = Extract<ZoneEntry, { __typename: ModuleTypename<K> }>;

type Check<T extends true> = T;
/**
 * The schema's page modules are exactly @coast/domain's module kinds: a component added to the page's
 * dynamic zone in the CMS fails the type check here (after `pnpm codegen`) until the domain names its
 * kind, and then web/src/modules/registry.ts until it has a folder.
 */
type _ModuleKindsMatchSchema = Check<Same<Exclude<ZoneEntry['__typename'], 'Error'>, ModuleTypename>>;

type Hyphenated<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}-${Hyphenated<Tail>}` : S;
/** GraphQL spells the form ids with '_' (`contact_me`); they are @coast/domain's ids otherwise. */
type _ContactFormsMatchSchema = Check<Same<Hyphenated<Enum_Componentmodulescontact_Form>, ContactForm>>;

/** GraphQL spells the works with '_' (`heat_pump`); they are @coast/domain's ids otherwise. */
type _WorksMatchSchema = Check<Same<Hyphenated<Enum_Componentrenovationworkcost_Work>, RenovationWork>>;
const hyphenated = (work: Enum_Componentrenovationworkcost_Work) => work.replaceAll('_', '-') as Hyphenated<typeof work>;

/** The CMS's own default form of a contact module. */
const DEFAULT_CONTACT_FORM: ContactForm = 'site-contact';

function toLayout(l: ModuleLayoutFragment | null): ModuleLayout {
  return {
    titleSize: l?.titleSize ?? 'h2',
    position: l?.position ?? 'main',
    span: l?.span ?? 12,
    colSm: l?.colSm ?? 12,
    colMd: l?.colMd ?? 12,
    colLg: l?.colLg ?? 12,
    cssClass: text(l?.cssClass),
    backgroundType: l?.backgroundType ?? 'none',
    backgroundColor: colour(l?.backgroundColor),
    backgroundImage: toMedia(l?.backgroundImage),
    backgroundImages: toMediaList(l?.backgroundImages),
    itemsPerRow: l?.itemsPerRow ?? null,
    maxItems: l?.maxItems ?? null,
  };
}

/** The fields every module has. */
interface CommonFields {
  readonly id: string;
  readonly title: string | null;
  readonly showTitle: boolean | null;
  readonly description: string | null;
  readonly description2: string | null;
  readonly isPublished: boolean | null;
  readonly layout: ModuleLayoutFragment | null;
}

function common<K extends ModuleKind>(kind: K, m: CommonFields) {
  return {
    kind,
    id: m.id,
    title: text(m.title),
    showTitle: m.showTitle !== false && Boolean(m.title),
    description: text(m.description),
    description2: text(m.description2),
    isPublished: m.isPublished !== false,
    layout: toLayout(m.layout),
  };
}

/** One reshaping per module kind, from its fragment (web/src/modules/<kind>/fragment.graphql). */
const SHAPES: { readonly [K in ModuleKind]: (m: FragmentOf<K>) => ModuleOfKind<K> } = {
  article: (m) => ({ ...common('article', m), view: m.articleView ?? 'full', article: m.article ? toArticleContent(m.article) : null }),
  category: (m) => ({
    ...common('category', m),
    view: m.categoryView ?? 'list',
    hasSubcategories: Boolean(m.hasSubcategories),
    category: m.category
      ? { ...toCategoryLink(m.category), description: text(m.category.description), children: present(m.category.children).map(toCategoryLink) }
      : null,
  }),
  contact: (m) => ({ ...common('contact', m), view: m.contactView ?? 'form', form: contactFormFromEnum(m.form) ?? DEFAULT_CONTACT_FORM }),
  'cookie-list': (m) => common('cookie-list', m),
  favourites: (m) => common('favourites', m),
  'renovation-calculator': (m) => ({
    ...common('renovation-calculator', m),
    works: present(m.works).map((w) => ({ work: hyphenated(w.work), costLow: w.costLow, costHigh: w.costHigh, energyGain: w.energyGain })),
  }),
  'project-list': (m) => common('project-list', m),
  'property-list': (m) => ({
    ...common('property-list', m),
    view: m.listView ?? 'grid',
    goal: m.goal ?? 'all',
    paging: Boolean(m.paging),
    sortBy: m.sortBy ?? 'newest',
  }),
};

const KIND_OF_TYPENAME: ReadonlyMap<string, ModuleKind> = new Map(MODULE_KINDS.map((kind) => [moduleTypename(kind), kind]));

/** A page's modules of the kinds the site knows, in their CMS order (the zone's 'Error' placeholders left out). */
export function toPageModules(zone: PageRow['modules']): PageModule[] {
  return present(zone).flatMap((m) => {
    const kind = KIND_OF_TYPENAME.get(m.__typename);
    // The table is keyed by kind and each kind's typename is its fragment's: the shape fits this module.
    return kind ? [(SHAPES[kind] as (m: ZoneEntry) => PageModule)(m)] : [];
  });
}
