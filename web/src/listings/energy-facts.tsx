import { EPC_UNIT, type Locale } from '@coast/domain';
import type { PropertyDetail } from '@/cms/types';
import { t } from '@/i18n';
import { EpcBadge, epcNotice, listingEpc } from './epc-badge';
import { FactGroup } from './fact-group';

/**
 * The energy box: EPC label, energy score, the EPC's unique code, CO₂, and the Flemish renovation
 * notice for labels E and F. Left out entirely when the feed gives none of them (land, garages, the
 * listing abroad): the feed cannot tell "no EPC needed" from "EPC not passed on", so the site claims
 * neither, rather than an empty box or a "not applicable" it cannot back.
 */
export function EnergyFacts({ property: p, locale }: { readonly property: PropertyDetail; readonly locale: Locale }) {
  const epc = listingEpc(p);
  const notice = epcNotice(epc, locale);
  return (
    <FactGroup
      id="energy"
      className="facts energy-box"
      title={t(locale, 'energy')}
      locale={locale}
      facts={[
        { id: 'epcLabel', label: t(locale, 'epcLabel'), value: epc?.color ? <EpcBadge property={p} locale={locale} detailed /> : epc?.text },
        { id: 'epcValue', label: t(locale, 'epcValue'), value: epc?.value !== null && epc?.value !== undefined ? `${epc.value} ${EPC_UNIT}` : null },
        { id: 'epcCode', label: t(locale, 'epcCode'), value: p.epcUniqueCode?.trim() },
        { id: 'co2Emission', label: t(locale, 'co2Emission'), value: p.co2Emission !== null ? `${p.co2Emission} kg/m²` : null },
      ]}
    >
      {notice ? <p className="epc__notice">{notice}</p> : null}
    </FactGroup>
  );
}
