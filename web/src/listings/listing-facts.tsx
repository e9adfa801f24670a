import { availabilityLabel, feedValue, toLocale, type Locale } from '@coast/domain';
import type { ListingDetail } from '@/cms/types';
import { t } from '@/i18n';
import { foreignCountry } from './address';
import { FactGroup } from './fact-group';
import { area, count, metres, year } from './fact-format';
import { listingFigures } from './listing-figures';
import { listingTexts } from './texts';

interface Props {
  readonly listing: ListingDetail;
  readonly locale: Locale;
}

/**
 * Every attribute the spec lists that describes the property itself, in four groups (general,
 * rooms, areas and widths, construction and finish); each group and each line only when it has a
 * value. Feed words (types, heating, kitchen...) come through @coast/domain's translation table.
 */
export function ListingFacts({ listing: p, locale }: Props) {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  const value = (text: string | null) => feedValue(text, locale, toLocale(p.language));
  const figures = listingFigures(p, locale);
  return (
    <>
      <FactGroup
        id="general"
        title={x('general')}
        locale={locale}
        facts={[
          { id: 'reference', label: t(locale, 'reference'), value: String(p.externalId) },
          { id: 'type', label: t(locale, 'propertyType'), value: value(p.typeDescription) ?? value(p.mainTypeName) },
          { id: 'availability', label: t(locale, 'availability'), value: availabilityLabel(p.availability, locale) },
          ...figures.general,
          { id: 'country', label: x('country'), value: foreignCountry(p, locale) },
          { id: 'constructionYear', label: t(locale, 'constructionYear'), value: year(p.constructionYear) },
          { id: 'renovationYear', label: t(locale, 'renovationYear'), value: year(p.renovationYear) },
          { id: 'orientation', label: x('orientation'), value: value(p.orientation) },
        ]}
      />
      <FactGroup
        id="rooms"
        title={x('rooms')}
        locale={locale}
        facts={[
          { id: 'bedrooms', label: t(locale, 'bedrooms'), value: count(p.bedrooms) },
          { id: 'bathrooms', label: t(locale, 'bathrooms'), value: count(p.bathrooms) },
          { id: 'showers', label: x('showers'), value: count(p.showers) },
          { id: 'toilets', label: t(locale, 'toilets'), value: count(p.toilets) },
          { id: 'kitchen', label: x('kitchen'), value: value(p.kitchen) },
          { id: 'floors', label: t(locale, 'floors'), value: count(p.floors) },
          { id: 'garages', label: t(locale, 'garages'), value: count(p.garages) },
          { id: 'parkings', label: t(locale, 'parkings'), value: count(p.parkings) },
          ...figures.building,
        ]}
      />
      <FactGroup
        id="surfaces"
        title={x('surfaces')}
        locale={locale}
        facts={[
          { id: 'surfaceLiving', label: t(locale, 'surfaceLiving'), value: area(locale, p.surfaceLiving) },
          { id: 'surfaceTotal', label: t(locale, 'surfaceTotal'), value: area(locale, p.surfaceTotal) },
          { id: 'surfaceGround', label: t(locale, 'surfaceGround'), value: area(locale, p.surfaceGround) },
          { id: 'surfaceBuilt', label: x('surfaceBuilt'), value: area(locale, p.surfaceBuilt) },
          { id: 'surfaceTerrace', label: t(locale, 'surfaceTerrace'), value: area(locale, p.surfaceTerrace) },
          { id: 'surfaceGarden', label: t(locale, 'surfaceGarden'), value: area(locale, p.surfaceGarden) },
          { id: 'surfaceOffice', label: x('surfaceOffice'), value: area(locale, p.surfaceOffice) },
          { id: 'surfaceStore', label: x('surfaceStore'), value: area(locale, p.surfaceStore) },
          { id: 'plotWidth', label: x('plotWidth'), value: metres(locale, p.plotWidth) },
          { id: 'frontWidth', label: x('frontWidth'), value: metres(locale, p.frontWidth) },
        ]}
      />
      <FactGroup
        id="construction"
        title={x('construction')}
        locale={locale}
        facts={[
          { id: 'facades', label: t(locale, 'facades'), value: count(p.facades) },
          { id: 'heating', label: t(locale, 'heating'), value: value(p.heating) },
          { id: 'glazing', label: t(locale, 'glazing'), value: value(p.glazing) },
          { id: 'windowFrame', label: x('windowFrame'), value: value(p.windowFrame) },
          { id: 'roof', label: x('roof'), value: value(p.roof) },
          { id: 'floorCovering', label: x('floorCovering'), value: value(p.floorCovering) },
        ]}
      />
    </>
  );
}
