export { CONDITION_LOGICS } from './types';
export type { ConditionLogic, PropertyCondition, AdvancedCondition, ConditionNode } from './types';
export { ConditionError, readField } from './field-path';
export { looseEquals, compareOrder } from './compare';
export { MAX_CONDITION_DEPTH, evaluateCondition, evaluateConditions } from './evaluate';
export type { EvaluateOptions } from './evaluate';
