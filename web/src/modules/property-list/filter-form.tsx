import { cityLabel, epcDisplayText, EPC_CLASSES, FACADE_CHOICES, FACADE_CHOICE_NAMES, type ListSort, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { boundsText, EPC_LETTERS, hasListFilters, type ListQuery, type ListQuerySort } from '@/routing/list-query';
import { Choices, SelectField, type Choice, type Option } from './filter-fields';
import { matchingCities } from './query';
import { listTexts } from './texts';

export interface TownOption {
  readonly documentId: string;
  readonly name: string;
  readonly zip: string;
  /** Listings of the list's goal in the town; null: not shown (the takeover list). */
  readonly count: number | null;
}

export interface TypeOption {
  readonly webId: number;
  readonly name: string;
  readonly count: number | null;
}

interface Props {
  readonly action: string;
  readonly locale: Locale;
  readonly towns: readonly TownOption[];
  readonly types: readonly TypeOption[];
  readonly query: ListQuery;
  /** The module's own order: its option submits nothing, so the URL stays canonical. */
  readonly defaultSort: ListSort;
  /** The sale list offers the business takeovers (Goal 2) as its second kind of offer. */
  readonly offersTakeover: boolean;
  /** The rent list offers "furnished" (a rental's figure). */
  readonly offersFurnished: boolean;
}

const SORT_TEXT = { newest: 'sortNewest', price_asc: 'sortPriceAsc', price_desc: 'sortPriceDesc', surface_desc: 'sortSurface' } as const;
const SORT_ORDER: readonly ListQuerySort[] = ['newest', 'price_asc', 'price_desc', 'surface_desc'];
const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

/** 'c' → 'C' as the EPC letter is printed (the letter's plain class). */
const letterText = (letter: string) => epcDisplayText(EPC_CLASSES.find((c) => c === letter) ?? 'a');

const withCount = (label: string, count: number | null) => (count === null ? label : `${label} (${count})`);

/** A choice's checked mark, left out when unchecked. */
const checked = (on: boolean): [] | [1] => (on ? [1] : []);

/** The feature checkboxes: field name, text, whether the query has it. */
const FEATURES = [
  ['garden', 'garden', (q: ListQuery) => q.garden],
  ['terrace', 'terrace', (q: ListQuery) => q.terrace],
  ['parking', 'parking', (q: ListQuery) => q.parking],
  ['new_build', 'newBuild', (q: ListQuery) => q.newBuild],
  ['furnished', 'furnished', (q: ListQuery) => q.furnished],
] as const;

/**
 * The filters and order of a list: a plain GET form (works without JavaScript, keeps the URL shareable
 * and each result a cached page). Empty fields are submitted empty and dropped by the canonical query.
 */
export function FilterForm({ action, locale, towns, types, query, defaultSort, offersTakeover, offersFurnished }: Props) {
  const x = (key: Parameters<typeof listTexts>[1], ...values: Array<string | number>) => listTexts(locale, key, ...values);
  const checkedTowns = new Set(matchingCities(towns, query.cities).map((c) => c.documentId));
  // A town asked for that has no listings stays visible (checked) so it can be unchecked.
  const unknownTowns = query.cities.filter((c) => matchingCities(towns, [c]).length === 0);
  const visibleTowns = towns.filter((c) => (c.count ?? 1) > 0 || checkedTowns.has(c.documentId));
  const visibleTypes = types.filter((ty) => (ty.count ?? 1) > 0 || query.types.includes(ty.webId));

  return (
    <form className="filter-form" action={action} method="get" role="search" aria-label={t(locale, 'filterTitle')}>
      {/* Filtering on the map view stays on the map. */}
      {query.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      {/* So is the map's area ("search in this area"). */}
      {query.bounds ? <input type="hidden" name="bounds" value={boundsText(query.bounds)} /> : null}
      {offersTakeover ? (
        <fieldset className="filter-form__group filter-form__group--inline">
          <legend>{x('offer')}</legend>
          <Choices
            type="radio"
            name="takeover"
            choices={[
              ['', x('offerSale'), ...checked(!query.takeover)],
              ['1', x('offerTakeover'), ...checked(query.takeover)],
            ]}
          />
        </fieldset>
      ) : null}

      <fieldset className="filter-form__group filter-form__group--choices">
        <legend>{x('towns')}</legend>
        <Choices
          type="checkbox"
          name="city"
          choices={[
            ...unknownTowns.map((name): Choice => [name, name, 1]),
            ...visibleTowns.map((c): Choice => [
              c.name,
              withCount(cityLabel({ name: c.name, zip: c.zip }), c.count),
              ...checked(checkedTowns.has(c.documentId)),
            ]),
          ]}
        />
      </fieldset>

      <fieldset className="filter-form__group filter-form__group--choices">
        <legend>{x('types')}</legend>
        <Choices
          type="checkbox"
          name="type"
          choices={visibleTypes.map((ty): Choice => [String(ty.webId), withCount(ty.name, ty.count), ...checked(query.types.includes(ty.webId))])}
        />
      </fieldset>

      <fieldset className="filter-form__group filter-form__group--inline" aria-describedby="filter-price-note">
        <legend>{x('price')}</legend>
        <div className="field">
          <label htmlFor="filter-min-price">{x('minPrice')}</label>
          <input id="filter-min-price" name="min_price" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.minPrice ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="filter-max-price">{x('maxPrice')}</label>
          <input id="filter-max-price" name="max_price" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.maxPrice ?? ''} />
        </div>
        <p id="filter-price-note" className="filter-form__note">
          {x('hiddenPriceNote')}
        </p>
      </fieldset>

      <div className="filter-form__row">
        <SelectField
          id="filter-bedrooms"
          name="bedrooms"
          label={x('bedrooms')}
          value={query.bedrooms === null ? '' : String(query.bedrooms)}
          options={[
            ['', x('any')],
            ...(query.bedrooms !== null && !(BEDROOM_CHOICES as readonly number[]).includes(query.bedrooms)
              ? [[String(query.bedrooms), x('atLeast', query.bedrooms)] as const]
              : []),
            ...BEDROOM_CHOICES.map((n): Option => [String(n), x('atLeast', n)]),
          ]}
        />
        <div className="field">
          <label htmlFor="filter-surface">{x('surface')}</label>
          <input id="filter-surface" name="surface" type="number" inputMode="numeric" min={1} step={1} defaultValue={query.surface ?? ''} />
        </div>
        <SelectField
          id="filter-epc"
          name="epc"
          label={x('epc')}
          value={query.epc ?? ''}
          options={[['', x('any')], ...EPC_LETTERS.map((letter): Option => [letter, x('epcAtMost', letterText(letter))])]}
        />
        <SelectField
          id="filter-sort"
          name="sort"
          label={x('sort')}
          value={query.sort && query.sort !== defaultSort ? query.sort : ''}
          options={SORT_ORDER.map((sort): Option => [sort === defaultSort ? '' : sort, x(SORT_TEXT[sort])])}
        />
      </div>

      <fieldset className="filter-form__group filter-form__group--choices">
        <legend>{x('features')}</legend>
        <Choices
          type="checkbox"
          choices={FEATURES.filter(([name]) => name !== 'furnished' || offersFurnished).map(([name, key, on]): Choice => [
            '1',
            x(key),
            on(query) ? 1 : 0,
            name,
          ])}
        />
      </fieldset>

      <div className="filter-form__row">
        <SelectField
          id="filter-facades"
          name="facades"
          label={x('facades')}
          value={query.facades === null ? '' : String(query.facades)}
          options={[['', x('any')], ...FACADE_CHOICES.map((n): Option => [String(n), FACADE_CHOICE_NAMES[n][locale]])]}
        />
        <div className="field">
          <label htmlFor="filter-plot">{x('plot')}</label>
          <input id="filter-plot" name="plot" type="number" inputMode="numeric" min={1} step={1} defaultValue={query.plot ?? ''} />
        </div>
      </div>

      <label className="choice filter-form__available">
        <input type="checkbox" name="available" value="1" defaultChecked={query.available} /> {x('available')}
      </label>

      <div className="filter-form__actions">
        <button type="submit" className="button">
          {t(locale, 'applyFilters')}
        </button>
        {hasListFilters(query) ? (
          <a className="button button--ghost" href={action}>
            {t(locale, 'clearFilters')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
