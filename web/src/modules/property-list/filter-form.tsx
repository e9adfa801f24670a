import { cityLabel, epcDisplayText, EPC_CLASSES, FACADE_CHOICES, FACADE_CHOICE_NAMES, type ListSort, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { boundsText, EPC_LETTERS, hasListFilters, type ListQuery, type ListQuerySort } from '@/routing/list-query';
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
          <label className="choice">
            <input type="radio" name="takeover" value="" defaultChecked={!query.takeover} /> {x('offerSale')}
          </label>
          <label className="choice">
            <input type="radio" name="takeover" value="1" defaultChecked={query.takeover} /> {x('offerTakeover')}
          </label>
        </fieldset>
      ) : null}

      <fieldset className="filter-form__group filter-form__group--choices">
        <legend>{x('towns')}</legend>
        {unknownTowns.map((name) => (
          <label key={`unknown-${name}`} className="choice">
            <input type="checkbox" name="city" value={name} defaultChecked /> {name}
          </label>
        ))}
        {visibleTowns.map((c) => (
          <label key={c.documentId} className="choice">
            <input type="checkbox" name="city" value={c.name} defaultChecked={checkedTowns.has(c.documentId)} />{' '}
            {withCount(cityLabel({ name: c.name, zip: c.zip }), c.count)}
          </label>
        ))}
      </fieldset>

      <fieldset className="filter-form__group filter-form__group--choices">
        <legend>{x('types')}</legend>
        {visibleTypes.map((ty) => (
          <label key={ty.webId} className="choice">
            <input type="checkbox" name="type" value={ty.webId} defaultChecked={query.types.includes(ty.webId)} /> {withCount(ty.name, ty.count)}
          </label>
        ))}
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
        <div className="field">
          <label htmlFor="filter-bedrooms">{x('bedrooms')}</label>
          <select id="filter-bedrooms" name="bedrooms" defaultValue={query.bedrooms === null ? '' : String(query.bedrooms)}>
            <option value="">{x('any')}</option>
            {query.bedrooms !== null && !(BEDROOM_CHOICES as readonly number[]).includes(query.bedrooms) ? (
              <option value={query.bedrooms}>{x('atLeast', query.bedrooms)}</option>
            ) : null}
            {BEDROOM_CHOICES.map((n) => (
              <option key={n} value={n}>
                {x('atLeast', n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-surface">{x('surface')}</label>
          <input id="filter-surface" name="surface" type="number" inputMode="numeric" min={1} step={1} defaultValue={query.surface ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="filter-epc">{x('epc')}</label>
          <select id="filter-epc" name="epc" defaultValue={query.epc ?? ''}>
            <option value="">{x('any')}</option>
            {EPC_LETTERS.map((letter) => (
              <option key={letter} value={letter}>
                {x('epcAtMost', letterText(letter))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-sort">{x('sort')}</label>
          <select id="filter-sort" name="sort" defaultValue={query.sort && query.sort !== defaultSort ? query.sort : ''}>
            {SORT_ORDER.map((sort) => (
              <option key={sort} value={sort === defaultSort ? '' : sort}>
                {x(SORT_TEXT[sort])}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="filter-form__group filter-form__group--choices">
        <legend>{x('features')}</legend>
        <label className="choice">
          <input type="checkbox" name="garden" value="1" defaultChecked={query.garden} /> {x('garden')}
        </label>
        <label className="choice">
          <input type="checkbox" name="terrace" value="1" defaultChecked={query.terrace} /> {x('terrace')}
        </label>
        <label className="choice">
          <input type="checkbox" name="parking" value="1" defaultChecked={query.parking} /> {x('parking')}
        </label>
        <label className="choice">
          <input type="checkbox" name="new_build" value="1" defaultChecked={query.newBuild} /> {x('newBuild')}
        </label>
        {offersFurnished ? (
          <label className="choice">
            <input type="checkbox" name="furnished" value="1" defaultChecked={query.furnished} /> {x('furnished')}
          </label>
        ) : null}
      </fieldset>

      <div className="filter-form__row">
        <div className="field">
          <label htmlFor="filter-facades">{x('facades')}</label>
          <select id="filter-facades" name="facades" defaultValue={query.facades === null ? '' : String(query.facades)}>
            <option value="">{x('any')}</option>
            {FACADE_CHOICES.map((n) => (
              <option key={n} value={n}>
                {FACADE_CHOICE_NAMES[n][locale]}
              </option>
            ))}
          </select>
        </div>
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
