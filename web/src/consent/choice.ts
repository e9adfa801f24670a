import { OPTIONAL_CONSENT_CATEGORIES, type OptionalConsentCategory } from '@coast/domain/site';

/**
 * A visitor's choice: the four optional categories on or off ('necessary' is always on). This is the
 * "set + four flags" of spec section 4: a choice exists only once it was made (stored as 'set').
 */
export type ConsentChoice = Readonly<Record<OptionalConsentCategory, boolean>>;

/** The choice a list of accepted category ids makes (unknown ids ignored). */
export function choiceOf(accepted: readonly string[]): ConsentChoice {
  return Object.fromEntries(OPTIONAL_CONSENT_CATEGORIES.map((category) => [category, accepted.includes(category)])) as Record<OptionalConsentCategory, boolean>;
}

/**
 * What the consent store keeps besides the library's own fields (its `data`): the spec's record, for
 * readers other than this site's code (a Tag Manager variable, support asking a visitor).
 */
export interface StoredChoiceRecord {
  readonly consent: 'set';
  readonly analytical: boolean;
  readonly marketing: boolean;
  readonly socialMedia: boolean;
  readonly unclassified: boolean;
}

export function recordOf(choice: ConsentChoice): StoredChoiceRecord {
  return {
    consent: 'set',
    analytical: choice.analytical,
    marketing: choice.marketing,
    socialMedia: choice['social-media'],
    unclassified: choice.unclassified,
  };
}
