import type { Locale } from '@coast/domain';
import type { PropertyDetail } from '@/cms/types';
import { t, type TextKey } from '@/i18n';

type Fact = readonly [TextKey, string | number | null | undefined];

const area = (locale: Locale, value: number | null | undefined) => (value ? t(locale, 'squareMetres', Math.round(value)) : null);
const yesNo = (locale: Locale, value: boolean | null | undefined) => (value === null || value === undefined ? null : t(locale, value ? 'yes' : 'no'));

/** A titled list of label/value pairs; pairs without a value are left out, an empty list renders nothing. */
function FactList({ title, facts, locale }: { title: TextKey; facts: readonly Fact[]; locale: Locale }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== 0);
  if (!shown.length) return null;
  return (
    <section className="facts">
      <h2 className="facts__title">{t(locale, title)}</h2>
      <dl className="facts__list">
        {shown.map(([label, value]) => (
          <div key={label} className="facts__item">
            <dt>{t(locale, label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The main attributes of a listing, then the items a Flemish advert must show (flood, planning, asbestos). */
export function PropertyFacts({ property: p, locale }: { property: PropertyDetail; locale: Locale }) {
  return (
    <>
      <FactList
        locale={locale}
        title="features"
        facts={[
          ['propertyType', p.mainTypeName],
          ['bedrooms', p.bedrooms],
          ['bathrooms', p.bathrooms],
          ['toilets', p.toilets],
          ['surfaceLiving', area(locale, p.surfaceLiving)],
          ['surfaceGround', area(locale, p.surfaceGround)],
          ['surfaceTotal', area(locale, p.surfaceTotal)],
          ['surfaceTerrace', area(locale, p.surfaceTerrace)],
          ['surfaceGarden', area(locale, p.surfaceGarden)],
          ['garages', p.garages],
          ['parkings', p.parkings],
          ['floors', p.floors],
          ['facades', p.facades],
          ['constructionYear', p.constructionYear],
          ['renovationYear', p.renovationYear],
          ['heating', p.heating],
          ['glazing', p.glazing],
        ]}
      />
      <FactList
        locale={locale}
        title="floodTitle"
        facts={[
          ['floodPScore', p.floodPScore],
          ['floodGScore', p.floodGScore],
        ]}
      />
      <FactList
        locale={locale}
        title="planningTitle"
        facts={[
          ['permitBuilding', p.permitBuilding],
          ['planningDestination', p.planningDestination],
          ['summons', p.summons],
          ['preemptionRight', p.preemptionRight],
          ['subdivisionPermit', p.subdivisionPermit],
          ['asbestosCertificate', yesNo(locale, p.asbestosCertificate)],
        ]}
      />
    </>
  );
}
