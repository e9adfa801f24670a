import type { Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import type { BelgianRegion } from '../postcode/belgian-region';
import { epcLetter, type EpcClass } from './classes';

/**
 * Years a buyer has to renovate. The source's German text says 6: that is an error, the Flemish
 * renovation obligation is 5 years, so every language says 5.
 */
export const RENOVATION_DEADLINE_YEARS = 5;

/** Year from which purchases fall under the obligation. */
export const RENOVATION_OBLIGATION_FROM_YEAR = 2023;

const NOTICE: Localized = {
  nl: `Woningen die vanaf ${RENOVATION_OBLIGATION_FROM_YEAR} gekocht worden met een EPC-label E of F, moeten binnen ${RENOVATION_DEADLINE_YEARS} jaar na de aankoop gerenoveerd worden tot minstens label D.`,
  fr: `Les habitations achetées à partir de ${RENOVATION_OBLIGATION_FROM_YEAR} avec un label PEB E ou F doivent être rénovées au minimum jusqu'au label D dans les ${RENOVATION_DEADLINE_YEARS} ans suivant l'achat.`,
  en: `Homes bought from ${RENOVATION_OBLIGATION_FROM_YEAR} with EPC label E or F must be renovated to label D or better within ${RENOVATION_DEADLINE_YEARS} years of purchase.`,
  de: `Wohnungen, die ab ${RENOVATION_OBLIGATION_FROM_YEAR} mit einem EPC-Label E oder F gekauft werden, müssen innerhalb von ${RENOVATION_DEADLINE_YEARS} Jahren nach dem Kauf mindestens auf Label D renoviert werden.`,
};

/**
 * Whether a label needs the renovation notice: letter E or F (E+, E, E-, F+, F, F- included). The
 * obligation is Flemish, so a listing known to be in Brussels or Wallonia gets none; an unknown region
 * (null/undefined) gets it, since the agency's listings are in Flanders.
 */
export function needsRenovationNotice(cls: EpcClass | null | undefined, region?: BelgianRegion | null): boolean {
  if (!cls) return false;
  if (region && region !== 'flanders') return false;
  const letter = epcLetter(cls);
  return letter === 'E' || letter === 'F';
}

/** The notice text for a label, or null when the label needs none. */
export function renovationNotice(cls: EpcClass | null | undefined, locale: Locale, region?: BelgianRegion | null): string | null {
  return needsRenovationNotice(cls, region) ? NOTICE[locale] : null;
}
