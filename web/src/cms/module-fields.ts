import type { ModuleKind } from '@coast/domain';
import type { ModuleLayoutFragment, PageByPathQuery } from '@coast/graphql';
import { colour, text, toMedia, toMediaList } from './shape';
import type { ModuleCommon, ModuleLayout, ModuleTypename } from './types';

/** What a module folder's shape.ts uses to turn its fragment into the module its renderer reads. */

type PageRow = NonNullable<PageByPathQuery['menuPages'][number]>;
/** An entry of a page's module list as the CMS answers it: one per kind, each with its fragment's fields, or 'Error'. */
export type ZoneEntry = NonNullable<NonNullable<PageRow['modules']>[number]>;
/** A module of one kind as the CMS answers it: the fields of web/src/modules/{kind}/fragment.graphql. */
export type ModuleFragment<K extends ModuleKind> = Extract<ZoneEntry, { __typename: ModuleTypename<K> }>;

export type Hyphenated<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}-${Hyphenated<Tail>}` : S;
/** GraphQL spells enumeration values with '_' (`heat_pump`); @coast/domain's ids have '-'. */
export const hyphenated = <S extends string>(value: S) => value.replaceAll('_', '-') as Hyphenated<S>;

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

/** The fields every module's fragment has. */
interface CommonFields {
  readonly id: string;
  readonly title: string | null;
  readonly showTitle: boolean | null;
  readonly description: string | null;
  readonly description2: string | null;
  readonly isPublished: boolean | null;
  readonly layout: ModuleLayoutFragment | null;
}

/** The fields every module has, with the CMS's defaults where it says nothing. */
export function moduleFields<K extends ModuleKind>(kind: K, m: CommonFields): ModuleCommon<K> {
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
