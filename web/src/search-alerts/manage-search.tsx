'use client';

import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldLabel, searchCriteriaSchema, type Locale } from '@coast/domain';
import { SEARCH_CRITERIA_FIELDS } from '@/modules/contact/form/definitions';
import { errorKey, ErrorSummary, type FieldInError } from '@/modules/contact/form/error-summary';
import { FormField } from '@/modules/contact/form/form-field';
import type { FormTexts } from '@/modules/contact/form/texts';
import type { ZoneOption } from '@/modules/contact/form/search-prefill';
import type { SearchAlertText } from './texts';

type Link = { id: string; exp: string; token: string };
type Problem = 'invalid' | 'expired' | 'gone' | 'unavailable';
type State = { kind: 'loading' } | { kind: 'problem'; problem: Problem } | { kind: 'form'; values: FieldValues; zones: ZoneOption[] } | { kind: 'removed' };

async function ask(action: 'read' | 'save' | 'delete', link: Link, data?: FieldValues): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch('/api/search-alerts/manage/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, ...link, ...(data ? { data } : {}) }),
  });
  return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
}

const problemOf = (status: number, body: Record<string, unknown>): Problem =>
  status === 403 ? 'invalid' : status === 410 ? (body.reason === 'expired' ? 'expired' : 'gone') : 'unavailable';

/** The CMS's registration as the form's values (inputs hold strings; checkbox groups lists of strings). */
function formValues(registration: Record<string, unknown>): FieldValues {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return {
    goal: text(registration.goal),
    propertyTypes: list(registration.propertyTypes),
    zones: list(registration.zones),
    minPrice: text(registration.minPrice),
    maxPrice: text(registration.maxPrice),
    minBedrooms: text(registration.minBedrooms),
    garage: registration.garage === true,
    parking: registration.parking === true,
    garden: registration.garden === true,
    terrace: registration.terrace === true,
    facades: text(registration.facades),
    minPlot: text(registration.minPlot),
    newBuild: registration.newBuild === true,
    furnished: registration.furnished === true,
    frequency: text(registration.frequency),
    language: text(registration.language),
  };
}

/** The towns with listings as the CMS lists them, as choices. */
function zoneOptions(towns: unknown): ZoneOption[] {
  if (!Array.isArray(towns)) return [];
  return towns
    .filter((t): t is { name: string; zip?: string } => Boolean(t) && typeof t === 'object' && typeof (t as { name?: unknown }).name === 'string')
    .map((t) => ({ value: t.name, label: t.zip ? `${t.name} [${t.zip}]` : t.name, zip: t.zip ?? '' }));
}

interface Props {
  readonly locale: Locale;
  readonly texts: Readonly<Record<SearchAlertText, string>>;
  readonly formTexts: FormTexts;
}

/** The manage page's island: the registration read with the link of the address, changed or deleted. */
export function ManageSearch({ locale, texts, formTexts }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [link, setLink] = useState<Link | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const found = { id: params.get('id') ?? '', exp: params.get('exp') ?? '0', token: params.get('token') ?? '' };
    // The link is in the address only, which the cached page cannot know: read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLink(found);
    ask('read', found)
      .then(({ status, body }) =>
        setState(
          status === 200 && body.registration
            ? { kind: 'form', values: formValues(body.registration as Record<string, unknown>), zones: zoneOptions(body.towns) }
            : { kind: 'problem', problem: problemOf(status, body) },
        ),
      )
      .catch(() => setState({ kind: 'problem', problem: 'unavailable' }));
  }, []);

  if (state.kind === 'loading') return <p role="status">{texts.loading}</p>;
  if (state.kind === 'removed')
    return (
      <p role="status" className="manage-search__status">
        {texts.removed}
      </p>
    );
  if (state.kind === 'problem')
    return (
      <div role="alert">
        <h2>{texts[`${state.problem}Title`]}</h2>
        <p>{texts[`${state.problem}Text`]}</p>
      </div>
    );
  return (
    <ManageForm
      locale={locale}
      zones={state.zones}
      texts={texts}
      formTexts={formTexts}
      link={link!}
      initial={state.values}
      onRemoved={() => setState({ kind: 'removed' })}
    />
  );
}

function ManageForm({
  locale,
  zones,
  texts,
  formTexts,
  link,
  initial,
  onRemoved,
}: Props & { readonly zones: readonly ZoneOption[]; readonly link: Link; readonly initial: FieldValues; readonly onRemoved: () => void }) {
  // The registration's own zones stay choices even when no listing is in that town today.
  const fields = useMemo(() => {
    const known = new Set(zones.map((z) => z.value));
    const extra = (initial.zones as string[]).filter((z) => !known.has(z)).map((z) => ({ value: z, label: z }));
    const options = [...zones.map(({ value, label }) => ({ value, label })), ...extra];
    return SEARCH_CRITERIA_FIELDS.map((f) => (f.name === 'zones' ? { ...f, options: () => options } : f));
  }, [zones, initial]);
  const resolver = useMemo(() => zodResolver(searchCriteriaSchema) as unknown as Resolver<FieldValues>, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver, defaultValues: initial, shouldFocusError: true });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  const onValid = async (data: FieldValues) => {
    setStatus(null);
    const { status: code, body } = await ask('save', link, data).catch(() => ({ status: 503, body: {} as Record<string, unknown> }));
    if (code === 200) return setStatus('saved');
    if (code === 400 && body.errors && typeof body.errors === 'object') {
      for (const [name, key] of Object.entries(body.errors as Record<string, string>)) setError(name, { type: 'server', message: key });
      return;
    }
    setStatus('failed');
  };
  const remove = async () => {
    if (!window.confirm(texts.removeConfirm)) return;
    const { status: code } = await ask('delete', link).catch(() => ({ status: 503 }));
    if (code === 200) onRemoved();
    else setStatus('failed');
  };

  const inError = fields
    .map((f) => ({ name: f.name, label: fieldLabel(f.label, locale), key: errorKey(errors, f.name) }))
    .filter((e): e is FieldInError => Boolean(e.key));
  return (
    <form className="visitor-form" method="post" noValidate onSubmit={(event) => handleSubmit(onValid)(event)}>
      {inError.length ? <ErrorSummary title={formTexts.errorsTitle} locale={locale} fields={inError} /> : null}
      <p className="form-required-note">{formTexts.requiredNote}</p>
      <div className="visitor-form__fields">
        {fields.map((spec) => (
          <FormField key={spec.name} spec={spec} locale={locale} register={register} error={errorKey(errors, spec.name)} chooseText={formTexts.choose} />
        ))}
      </div>
      <div className="manage-search__actions">
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {texts.save}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void remove()}>
          {texts.remove}
        </button>
      </div>
      <p className="manage-search__status" role="status">
        {status === 'saved' ? texts.saved : status === 'failed' ? texts.failed : ''}
      </p>
    </form>
  );
}
