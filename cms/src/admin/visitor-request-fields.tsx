import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { describeFieldValue, fieldLabel, type Localized } from '@coast/domain';
import { adminLocale } from './admin-locale';

const TITLE: Localized = { nl: 'Wat werd verstuurd', fr: 'Ce qui a été envoyé', en: 'What was sent', de: 'Was gesendet wurde' };
const NOTHING: Localized = { nl: 'Geen velden.', fr: 'Aucun champ.', en: 'No fields.', de: 'Keine Felder.' };

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The side panel of a visitor request: the fields of the form as the visitor sent them, one label and
 * value per line, named as on the site's form and read as a person would (choices by their label, dates
 * day-month-year, yes/no in words), in the editor's admin language, instead of the stored JSON.
 */
export function VisitorRequestFields() {
  const { model, form } = useContentManagerContext();
  if (model !== 'api::submission.submission') return null;
  const values = (form as { values?: Record<string, unknown> }).values ?? {};
  const locale = adminLocale();
  const fields = isRecord(values.fields) ? values.fields : {};
  const lines = Object.entries(fields)
    .map(([name, value]) => ({ name, label: fieldLabel(name, locale), text: describeFieldValue(name, value, locale) }))
    .filter((line) => line.text !== '');

  return (
    <section aria-labelledby="visitor-request-fields-title" style={{ width: '100%' }}>
      <h2 id="visitor-request-fields-title" style={{ fontSize: 11, fontWeight: 600, textTransform: 'uppercase', color: '#666687', marginBottom: 8 }}>
        {TITLE[locale]}
      </h2>
      {lines.length ? (
        <dl style={{ margin: 0, display: 'grid', gap: 8, fontSize: 13 }}>
          {lines.map((line) => (
            <div key={line.name} data-field={line.name}>
              <dt style={{ fontWeight: 600, color: '#32324d' }}>{line.label}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: '#32324d' }}>{line.text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p style={{ fontSize: 12, margin: 0 }}>{NOTHING[locale]}</p>
      )}
    </section>
  );
}
