import Link from '@/ui/link';
import { feedValue, listsAllPlanningItems, planningCodes, toLocale, type FeedText, type Locale } from '@coast/domain';
import type { ListingDetail } from '@/cms/types';
import { t } from '@/i18n';
import { FactGroup, type FactValue } from './fact-group';
import { yesNo } from './fact-format';
import { FloodSymbol } from './flood-symbol';
import { listingTexts } from './texts';

interface Props {
  readonly listing: ListingDetail;
  readonly locale: Locale;
  /** The Tips page that explains the planning abbreviations (null when the site has none published). */
  readonly tipsHref: string | null;
}

/** Flood classes run A (not flood-prone) to D (effectively flood-prone); D also carries the flood symbol. */
function floodScore(score: string | null, locale: Locale): FactValue {
  const cls = score?.trim().toUpperCase();
  if (!cls) return null;
  if (cls !== 'D') return cls;
  return (
    <span className="flood-score flood-score--d">
      {cls} <FloodSymbol label={listingTexts(locale, 'floodSymbol')} />
    </span>
  );
}

/**
 * A planning item: a code the law asks adverts to print ('Vg', 'Gvkr', or several: 'Dv, Ho') shown
 * with its meaning in the page language ('Vg – planning permission granted'); a zone name translated.
 * An empty item of a sale advert says so: the law wants all five in every sale advert (VCRO 5.2.6).
 */
function planningItem(raw: string | null, locale: Locale, feedLanguage: Locale, required: boolean): FactValue {
  const text = raw?.trim();
  if (!text) return required ? listingTexts(locale, 'notStated') : null;
  const parts = planningCodes(text);
  if (!parts) return feedValue(text, locale, feedLanguage);
  return (
    <>
      {parts.map((code, i) => (
        <span key={code} className="planning-code">
          {i > 0 ? '; ' : null}
          <abbr lang="nl">{code}</abbr> – {(feedValue(code, locale) as FeedText).text}
        </span>
      ))}
    </>
  );
}

/**
 * What a Flemish advert must show (domain notes 2): the flood P- and G-scores (symbol at class D),
 * the five planning items (building permit, destination, summons, pre-emption, subdivision permit),
 * the asbestos certificate, with a link to the page that explains the abbreviations.
 */
export function LegalFacts({ listing: p, locale, tipsHref }: Props) {
  const x = (key: Parameters<typeof listingTexts>[1]) => listingTexts(locale, key);
  const lang = toLocale(p.language);
  const saleAdvert = listsAllPlanningItems(p.goal);
  const planning = (value: string | null) => planningItem(value, locale, lang, saleAdvert);
  return (
    <>
      <FactGroup
        id="flood"
        title={t(locale, 'floodTitle')}
        locale={locale}
        facts={[
          { id: 'floodPScore', label: t(locale, 'floodPScore'), value: floodScore(p.floodPScore, locale) },
          { id: 'floodGScore', label: t(locale, 'floodGScore'), value: floodScore(p.floodGScore, locale) },
          { id: 'floodSensitive', label: x('floodSensitive'), value: yesNo(locale, p.floodSensitive) },
        ]}
      />
      <FactGroup
        id="legal"
        title={x('legal')}
        locale={locale}
        facts={[
          { id: 'permitBuilding', label: t(locale, 'permitBuilding'), value: planning(p.permitBuilding) },
          { id: 'planningDestination', label: t(locale, 'planningDestination'), value: planning(p.planningDestination) },
          { id: 'summons', label: t(locale, 'summons'), value: planning(p.summons) },
          { id: 'preemptionRight', label: t(locale, 'preemptionRight'), value: planning(p.preemptionRight) },
          { id: 'subdivisionPermit', label: t(locale, 'subdivisionPermit'), value: planning(p.subdivisionPermit) },
          { id: 'asbestosCertificate', label: t(locale, 'asbestosCertificate'), value: yesNo(locale, p.asbestosCertificate) },
        ]}
      >
        {tipsHref ? (
          <p className="facts__more">
            <Link href={tipsHref}>{x('abbreviationsLink')}</Link>
          </p>
        ) : null}
      </FactGroup>
    </>
  );
}
