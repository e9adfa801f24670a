/** Comparison operators a property-condition rule may use. */
export const CONDITION_LOGICS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'empty',
  'notEmpty',
  'in',
  'notIn',
] as const;

export type ConditionLogic = (typeof CONDITION_LOGICS)[number];

/**
 * A property-condition rule: `field` of the record compared by `logic` with another
 * field (`compareWithField`) or a value (`compareWithValue`). `advancedCondition` adds nested rules
 * combined with all/any/not; it is data, never code, so it is never evaluated as JavaScript.
 */
export interface PropertyCondition {
  readonly field?: string | null;
  /** Typed loosely: rules come from the CMS; an unknown operator makes the rule not met. */
  readonly logic?: ConditionLogic | string | null;
  readonly compareWithField?: string | null;
  readonly compareWithValue?: unknown;
  /** Nested rules; may arrive as a JSON string from the CMS. */
  readonly advancedCondition?: AdvancedCondition | string | null;
}

export type AdvancedCondition = { readonly all: readonly ConditionNode[] } | { readonly any: readonly ConditionNode[] } | { readonly not: ConditionNode };

export type ConditionNode = PropertyCondition | AdvancedCondition;
