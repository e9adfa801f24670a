import type { Localized } from '../i18n/localized';
import type { Locale } from '../i18n/locales';

/**
 * The building's condition, by the feed's ConditionID (Omnicasa: 1 used ... 9 to refresh). The product
 * stores the name, never the number, so the CMS and the filters read words.
 */
export const BUILDING_CONDITION_CODES = {
  used: 1,
  new: 2,
  toBuild: 3,
  toRenovate: 4,
  renovated: 5,
  toRestore: 6,
  restored: 7,
  toDemolish: 8,
  toRefresh: 9,
} as const;

export type BuildingCondition = keyof typeof BUILDING_CONDITION_CODES;

/** The conditions that make a listing new build: a new building or one still to be built (off plan). */
export const NEW_BUILD_CONDITIONS: readonly BuildingCondition[] = ['new', 'toBuild'];

const v = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });

/** The words Immoweb and Zimmo use for each condition, in the four site languages. */
export const BUILDING_CONDITION_NAMES: Readonly<Record<BuildingCondition, Localized>> = {
  used: v('Goede staat', 'Bon état', 'Good condition', 'Guter Zustand'),
  new: v('Nieuwbouw', 'Neuf', 'New build', 'Neubau'),
  toBuild: v('Op plan', 'Sur plan', 'Off plan', 'Im Bau geplant'),
  toRenovate: v('Te renoveren', 'À rénover', 'To renovate', 'Renovierungsbedürftig'),
  renovated: v('Gerenoveerd', 'Rénové', 'Renovated', 'Renoviert'),
  toRestore: v('Te restaureren', 'À restaurer', 'To restore', 'Restaurierungsbedürftig'),
  restored: v('Gerestaureerd', 'Restauré', 'Restored', 'Restauriert'),
  toDemolish: v('Af te breken', 'À démolir', 'To demolish', 'Abrissreif'),
  toRefresh: v('Op te frissen', 'À rafraîchir', 'To refresh', 'Renovierung empfohlen'),
};

/** The condition of a feed's ConditionID (a number or its text); an unknown code: null. */
export function parseBuildingCondition(value: unknown): BuildingCondition | null {
  const code = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  const found = (Object.entries(BUILDING_CONDITION_CODES) as [BuildingCondition, number][]).find(([, c]) => c === code);
  return found ? found[0] : null;
}

export function isBuildingCondition(value: unknown): value is BuildingCondition {
  return typeof value === 'string' && value in BUILDING_CONDITION_CODES;
}

/** The condition in a site language; no or an unknown condition: null. */
export function buildingConditionName(value: string | null | undefined, locale: Locale): string | null {
  return isBuildingCondition(value) ? BUILDING_CONDITION_NAMES[value][locale] : null;
}

/** Whether a listing is new build (one rule for the list filter and the search alerts). */
export function isNewBuild(condition: string | null | undefined): boolean {
  return isBuildingCondition(condition) && NEW_BUILD_CONDITIONS.includes(condition);
}
