import type { Locale } from '@coast/domain';
import { cityLabel } from '@coast/domain';
import { t } from '@/i18n';

interface Option {
  readonly value: string;
  readonly label: string;
}

interface Props {
  readonly action: string;
  readonly locale: Locale;
  readonly cities: readonly { name: string; zip: string; count: number }[];
  readonly types: readonly { webId: number; name: string; count: number }[];
  readonly city: string | null;
  readonly type: number | null;
}

/** Town and type filters of a list (a plain GET form: works without JavaScript, keeps the URL shareable). */
export function FilterForm({ action, locale, cities, types, city, type }: Props) {
  const cityOptions: Option[] = cities
    .filter((c) => c.count > 0)
    .map((c) => ({ value: c.name, label: `${cityLabel({ name: c.name, zip: c.zip })} (${c.count})` }));
  const typeOptions: Option[] = types.filter((ty) => ty.count > 0).map((ty) => ({ value: String(ty.webId), label: `${ty.name} (${ty.count})` }));
  const selectedCity = city ? (cities.find((c) => c.name.toLowerCase() === city.toLowerCase() || c.zip === city)?.name ?? city) : '';
  return (
    <form className="filter-form" action={action} method="get" role="search" aria-label={t(locale, 'filterTitle')}>
      <div className="field">
        <label htmlFor="filter-city">{t(locale, 'filterCity')}</label>
        <select id="filter-city" name="city" defaultValue={selectedCity}>
          <option value="">{t(locale, 'allCities')}</option>
          {selectedCity && !cityOptions.some((o) => o.value === selectedCity) ? <option value={selectedCity}>{selectedCity}</option> : null}
          {cityOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-type">{t(locale, 'filterType')}</label>
        <select id="filter-type" name="type" defaultValue={type ? String(type) : ''}>
          <option value="">{t(locale, 'allTypes')}</option>
          {typeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t(locale, 'applyFilters')}
      </button>
      {city || type ? (
        <a className="button button--ghost" href={action}>
          {t(locale, 'clearFilters')}
        </a>
      ) : null}
    </form>
  );
}
