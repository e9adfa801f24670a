import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { describeFieldValue, fieldLabel } from '@coast/domain';
import { adminLocale } from './admin-locale';

/**
 * The side panel of a registered search: the property types looked for by their names ("House,
 * Apartment") instead of the stored WebIDs ([1, 2]), in the editor's admin language.
 */
export function SearchRegistrationTypes() {
  const { model, form } = useContentManagerContext();
  if (model !== 'api::search-registration.search-registration') return null;
  const values = (form as { values?: Record<string, unknown> }).values ?? {};
  const locale = adminLocale();
  const types = describeFieldValue('propertyTypes', values.propertyTypes, locale);
  return (
    <section aria-labelledby="search-registration-types-title" style={{ width: '100%' }}>
      <h2 id="search-registration-types-title" style={{ fontSize: 11, fontWeight: 600, textTransform: 'uppercase', color: '#666687', marginBottom: 8 }}>
        {fieldLabel('propertyTypes', locale)}
      </h2>
      <p style={{ fontSize: 13, margin: 0, color: '#32324d' }}>{types || '-'}</p>
    </section>
  );
}
