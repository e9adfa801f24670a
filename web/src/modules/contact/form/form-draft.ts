import type { FieldSpec } from './definitions';

/**
 * What the visitor has typed in a form, kept for the browser tab (session storage) under the form's
 * id, so it survives a language switch or a reload and is put back into the same fields. Files and
 * the captcha are never kept (neither is a form value), nor the consent or a listing's statements:
 * those are given anew, in the words of the page the visitor sends from. A sent form's draft goes.
 */
const PREFIX = 'coast.form-draft.';

/** Inputs whose value is kept: what the visitor wrote or chose, not what they declare. */
const kept = (field: FieldSpec, declared: ReadonlySet<string>) => field.kind !== 'files' && field.name !== 'consent' && !declared.has(field.name);

/** A field's value by its dotted name ('property.street'): the loader's chunk stays free of react-hook-form. */
function valueOf(values: Record<string, unknown>, name: string): unknown {
  return name.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy mode): nothing is kept.
    return null;
  }
}

/** The kept draft as form values (nested for dotted names, as react-hook-form holds them), or null. */
export function readDraft(form: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(`${PREFIX}${form}`);
    const flat: unknown = text ? JSON.parse(text) : null;
    if (!flat || typeof flat !== 'object' || Array.isArray(flat)) return null;
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(flat as Record<string, unknown>)) {
      const [head = name, tail] = name.split('.');
      if (tail) values[head] = { ...(values[head] as Record<string, unknown> | undefined), [tail]: value };
      else values[head] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function hasDraft(form: string): boolean {
  try {
    return Boolean(storage()?.getItem(`${PREFIX}${form}`));
  } catch {
    return false;
  }
}

/** Keeps the fields' current values (by their dotted names); a form with nothing filled in keeps no draft. */
export function saveDraft(form: string, fields: readonly FieldSpec[], extraFields: readonly FieldSpec[] | undefined, values: Record<string, unknown>) {
  const declared = new Set((extraFields ?? []).map((f) => f.name));
  const flat: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueOf(values, field.name);
    if (kept(field, declared) && !isEmpty(value)) flat[field.name] = value;
  }
  try {
    if (Object.keys(flat).length) storage()?.setItem(`${PREFIX}${form}`, JSON.stringify(flat));
    else storage()?.removeItem(`${PREFIX}${form}`);
  } catch {
    // Storage full or refused: the draft is simply not kept.
  }
}

export function clearDraft(form: string) {
  try {
    storage()?.removeItem(`${PREFIX}${form}`);
  } catch {
    // Nothing was kept.
  }
}
