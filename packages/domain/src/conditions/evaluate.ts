import { asList, compareOrder, containsValue, endsWithValue, isEmptyValue, looseEquals, startsWithValue } from './compare';
import { ConditionError, readField } from './field-path';
import type { AdvancedCondition, ConditionNode, PropertyCondition } from './types';

/** Nesting deeper than this is refused (a rule is configuration, not a program). */
export const MAX_CONDITION_DEPTH = 16;

export interface EvaluateOptions {
  /** Told why a rule could not be evaluated (it then counts as not met). */
  readonly onError?: (error: unknown, rule: unknown) => void;
}

function isAdvanced(node: unknown): node is AdvancedCondition {
  if (node === null || typeof node !== 'object') return false;
  const keys = Object.keys(node);
  return keys.length === 1 && (keys[0] === 'all' || keys[0] === 'any' || keys[0] === 'not');
}

function compare(rule: PropertyCondition, record: unknown): boolean {
  const left = readField(record, rule.field as string);
  const right = () => {
    if (typeof rule.compareWithField === 'string' && rule.compareWithField.trim() !== '') {
      return readField(record, rule.compareWithField);
    }
    return rule.compareWithValue;
  };
  switch (rule.logic) {
    case 'eq':
      return looseEquals(left, right());
    case 'neq':
      return !looseEquals(left, right());
    case 'gt':
      return compareOrder(left, right()) > 0;
    case 'gte':
      return compareOrder(left, right()) >= 0;
    case 'lt':
      return compareOrder(left, right()) < 0;
    case 'lte':
      return compareOrder(left, right()) <= 0;
    case 'contains':
      return containsValue(left, right());
    case 'notContains':
      return !containsValue(left, right());
    case 'startsWith':
      return startsWithValue(left, right());
    case 'endsWith':
      return endsWithValue(left, right());
    case 'empty':
      return isEmptyValue(left);
    case 'notEmpty':
      return !isEmptyValue(left);
    case 'in':
      return asList(right()).some((item) => looseEquals(left, item));
    case 'notIn':
      return !asList(right()).some((item) => looseEquals(left, item));
    default:
      throw new ConditionError(`unknown logic "${String(rule.logic)}"`);
  }
}

function parseAdvanced(value: AdvancedCondition | string): AdvancedCondition {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!isAdvanced(parsed)) throw new ConditionError('advancedCondition must be {all: [...]}, {any: [...]} or {not: ...}');
  return parsed;
}

function evaluateNode(node: ConditionNode, record: unknown, depth: number): boolean {
  if (depth > MAX_CONDITION_DEPTH) throw new ConditionError('conditions nested too deeply');
  if (node === null || typeof node !== 'object') throw new ConditionError('a condition must be an object');
  if (isAdvanced(node)) {
    if ('not' in node) return !evaluateNode(node.not, record, depth + 1);
    const list = 'all' in node ? node.all : node.any;
    if (!Array.isArray(list) || list.length === 0) throw new ConditionError('all/any needs a non-empty list');
    // Every branch is evaluated (no short cut) so an invalid branch is never hidden by a valid one.
    const results = list.map((child: ConditionNode) => evaluateNode(child, record, depth + 1));
    return 'all' in node ? results.every(Boolean) : results.some(Boolean);
  }
  const rule = node as PropertyCondition;
  const hasField = typeof rule.field === 'string' && rule.field.trim() !== '';
  const hasAdvanced = rule.advancedCondition !== null && rule.advancedCondition !== undefined && rule.advancedCondition !== '';
  if (!hasField && !hasAdvanced) throw new ConditionError('a rule needs a field or an advancedCondition');
  const base = hasField ? compare(rule, record) : true;
  const advanced = hasAdvanced ? evaluateNode(parseAdvanced(rule.advancedCondition as AdvancedCondition | string), record, depth + 1) : true;
  return base && advanced;
}

/**
 * Whether a record meets a rule. A rule with a field and an advancedCondition must meet both. Never
 * throws: a rule that cannot be evaluated (unknown field or operator, values of the wrong type,
 * malformed nesting, anything that throws) counts as not met.
 */
export function evaluateCondition(rule: ConditionNode | null | undefined, record: unknown, options: EvaluateOptions = {}): boolean {
  try {
    if (rule === null || rule === undefined) throw new ConditionError('no rule');
    return evaluateNode(rule, record, 0);
  } catch (error) {
    options.onError?.(error, rule);
    return false;
  }
}

/** Whether a record meets all rules (mode 'all', the default) or at least one ('any'). No rules: met for 'all'. */
export function evaluateConditions(rules: readonly ConditionNode[], record: unknown, mode: 'all' | 'any' = 'all', options: EvaluateOptions = {}): boolean {
  const results = rules.map((rule) => evaluateCondition(rule, record, options));
  return mode === 'all' ? results.every(Boolean) : results.some(Boolean);
}
