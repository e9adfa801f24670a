import { epcLabel, renovationNotice, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { readableTextColor } from '@/ui/contrast';

interface Props {
  readonly property: { energyPerformance?: number | null; epcLabel?: string | null; zip?: string | null; countryId?: number | null };
  readonly locale: Locale;
  /** Also show the energy score and the renovation notice (detail page). */
  readonly detailed?: boolean;
}

/** The EPC label of a listing (colour and letter from @coast/domain), with its score when detailed. */
export function EpcBadge({ property, locale, detailed = false }: Props) {
  const label = epcLabel({ value: property.energyPerformance, labelText: property.epcLabel, postcode: property.zip, countryId: property.countryId });
  if (!label) return null;
  const notice = detailed ? renovationNotice(label.class, locale, label.region) : null;
  return (
    <div className={detailed ? 'epc epc--detailed' : 'epc'}>
      <span className="epc__label" style={{ backgroundColor: label.color, color: readableTextColor(label.color) }} data-epc={label.text}>
        <span className="visually-hidden">{t(locale, 'epcLabel')} </span>
        <span className="epc__name" aria-hidden="true">
          EPC
        </span>
        <span className="epc__letter">{label.text}</span>
      </span>
      {detailed && label.value !== null ? (
        <span className="epc__value">
          {t(locale, 'epcValue')}: {label.value} {label.unit}
        </span>
      ) : null}
      {notice ? <p className="epc__notice">{notice}</p> : null}
    </div>
  );
}
