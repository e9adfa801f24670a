import Link from '@/ui/link';
import { calculatorQuery, EPC_UNIT, epcLetter, homeKindOfListing, type Locale } from '@coast/domain';
import { calculatorTexts } from '@/modules/renovation-calculator/texts';
import type { ListingDetail } from '@/cms/types';
import { t } from '@/i18n';
import { EpcBadge, epcNotice, listingEpc } from './epc-badge';
import { FactGroup } from './fact-group';
import { number } from './fact-format';

/**
 * The energy box: EPC label, energy score, the EPC's unique code, CO₂, and the Flemish renovation
 * notice for labels E and F, with a link to the renovation cost calculator (filled in). Left out entirely when the feed gives none of them (land, garages, the
 * listing abroad): the feed cannot tell "no EPC needed" from "EPC not passed on", so the site claims
 * neither, rather than an empty box or a "not applicable" it cannot back.
 */
export function EnergyFacts({
  listing: p,
  locale,
  calculatorPath,
}: {
  readonly listing: ListingDetail;
  readonly locale: Locale;
  readonly calculatorPath?: string | null;
}) {
  const epc = listingEpc(p);
  const notice = epcNotice(epc, locale);
  // A label under the renovation obligation links to the calculator with what the listing tells filled in.
  const calculator =
    notice && epc?.label && calculatorPath
      ? `${calculatorPath}${calculatorQuery({
          homeKind: homeKindOfListing(p),
          livingSurface: p.surfaceLiving,
          constructionYear: p.constructionYear,
          label: epcLetter(epc.label.class) === 'E' ? 'e' : 'f',
        })}`
      : null;
  return (
    <FactGroup
      id="energy"
      className="facts energy-box"
      title={t(locale, 'energy')}
      locale={locale}
      facts={[
        { id: 'epcLabel', label: t(locale, 'epcLabel'), value: epc?.color ? <EpcBadge listing={p} locale={locale} detailed /> : epc?.text },
        {
          id: 'epcValue',
          label: t(locale, 'epcValue'),
          value: epc?.value !== null && epc?.value !== undefined ? `${number(locale, epc.value)} ${EPC_UNIT}` : null,
        },
        { id: 'epcCode', label: t(locale, 'epcCode'), value: p.epcUniqueCode?.trim() },
        { id: 'co2Emission', label: t(locale, 'co2Emission'), value: p.co2Emission !== null ? `${number(locale, p.co2Emission)} kg/m²` : null },
      ]}
    >
      {notice ? <p className="epc__notice">{notice}</p> : null}
      {calculator ? (
        <p className="epc__calculator" data-print="hide">
          <Link href={calculator} prefetch={false}>
            {calculatorTexts(locale, 'listingLink')}
          </Link>
        </p>
      ) : null}
    </FactGroup>
  );
}
