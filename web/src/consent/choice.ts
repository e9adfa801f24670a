import { OPTIONAL_CONSENT_CATEGORIES, type OptionalConsentCategory } from '@coast/domain/site';

/**
 * A visitor's choice: the four optional categories on or off ('necessary' is always on). This is the
 * spec's "set + four flags" record: a choice exists only once it was made (stored as 'set').
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

/** What an answer of the first layer stores: its categories ('necessary' first) and the record above. */
export interface AnswerEntry {
  readonly categories: readonly string[];
  readonly data: StoredChoiceRecord;
}

/** The first layer's two answers, as stored (storage.ts's storeAnswerEntry). */
export const ANSWER_ENTRIES: Readonly<Record<'all' | 'necessary', AnswerEntry>> = {
  all: { categories: ['necessary', ...OPTIONAL_CONSENT_CATEGORIES], data: recordOf(choiceOf(OPTIONAL_CONSENT_CATEGORIES)) },
  necessary: { categories: ['necessary'], data: recordOf(choiceOf([])) },
};
