'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  documentsProblem,
  fieldLabel,
  formErrorMessage,
  FORM_SCHEMAS,
  PURCHASE_OFFER_TERMS,
  takesUploads,
  UPLOAD_FILES_PART,
  type Locale,
  type SubmittableForm,
} from '@coast/domain';
import { fillTemplate } from '@coast/domain/i18n';
import { Captcha, type CaptchaHandle } from './captcha';
import { emptyValues, formFields, type FieldSpec } from './definitions';
import { errorKey, ErrorSummary, type FieldInError } from './error-summary';
import { FormField } from './form-field';
import { clearDraft, saveDraft } from './form-draft';
import { postForm } from './post-form';
import type { FormTexts } from './texts';

export interface FormBodyProps {
  readonly form: SubmittableForm;
  readonly locale: Locale;
  /** Where a stored request takes the visitor; null: the form says thank you itself. */
  readonly thankYouPath: string | null;
  /** Hidden values the page gives (the listing of a request, the page a friend is sent). */
  readonly hidden: Readonly<Record<string, string>>;
  readonly texts: FormTexts;
  /** Inputs the page adds before the consent (a rental visit's statements, worded with the listing's figures). */
  readonly extraFields?: readonly FieldSpec[];
  /** Choices the page gives for a field (a search registration's towns, from the CMS). */
  readonly optionsFor?: Readonly<Record<string, ReadonlyArray<{ readonly value: string; readonly label: string }>>>;
  /** Values the form starts with (a search registration prefilled from a list's filters). */
  readonly initial?: Readonly<Record<string, unknown>>;
  /** The id the visitor's draft is kept under for the tab (form-draft.ts); none: nothing is kept. */
  readonly draftKey?: string;
}

type Problem = null | 'notSent' | 'noDocuments' | 'captcha' | { readonly minutes: number };

/** How a form ends in place (no thank-you page): a stored request, or a document request sent before. */
type Done = null | 'stored' | 'alreadyRequested';

/** The message a form that ends in place shows. */
function doneText(form: SubmittableForm, done: Exclude<Done, null>, texts: FormTexts): string {
  if (done === 'alreadyRequested') return texts.documentsAlreadyRequested;
  if (form === 'document-request') return texts.documentsSent;
  if (form === 'demand-register') return texts.searchCheckMail;
  return form === 'sign-newsletter' ? texts.newsletterCheckMail : texts.testimonialSent;
}

/** "Not sent" in the form's own words. */
function notSentText(form: SubmittableForm, texts: FormTexts): string {
  if (form === 'testimonial') return texts.testimonialNotSent;
  if (form === 'document-request') return texts.documentsNotSent;
  return texts.notSent;
}

/**
 * The form's check in the browser: its @coast/domain schema, and for a form that takes documents the
 * chosen files too (how many, their sizes, their kinds by name: the CMS then reads their content).
 */
function formResolver(form: SubmittableForm): Resolver<FieldValues> {
  const schema = zodResolver(FORM_SCHEMAS[form]) as unknown as Resolver<FieldValues>;
  if (!takesUploads(form)) return schema;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const problem = documentsProblem(values[UPLOAD_FILES_PART]);
    if (!problem) return result;
    const errors: FieldErrors = { ...(result.errors as FieldErrors) };
    errors[UPLOAD_FILES_PART] = { type: 'documents', message: problem };
    return { values: {}, errors };
  };
}

/** The files chosen in a form's file input (a FileList), as a list. */
const chosenFiles = (value: unknown): File[] => (typeof FileList !== 'undefined' && value instanceof FileList ? Array.from(value) : []);

/**
 * A visitor form (react-hook-form with @coast/domain's schema, the same the CMS checks with). On a
 * refusal, the browser's or the server's, every field in error is marked in red with its message in
 * the visitor's language, focus moves to the first of them and a summary above the form says to check
 * the fields marked in red; what the visitor typed stays. Only when storing failed does it say the
 * e-mail was not sent.
 */
/** 32 random hex characters (getRandomValues: unlike randomUUID, also on a plain-http page). */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function FormBody({ form, locale, thankYouPath, hidden, texts, extraFields, optionsFor, initial, draftKey }: FormBodyProps) {
  const fields = useMemo(
    () => formFields(form, extraFields).map((f) => (optionsFor?.[f.name] ? { ...f, options: () => optionsFor[f.name]! } : f)),
    [form, extraFields, optionsFor],
  );
  const resolver = useMemo(() => formResolver(form), [form]);
  // Read once by useForm; also written into the markup (FormField's `initial`).
  const [defaults] = useState(() => ({ ...emptyValues(form, extraFields), website: '', ...initial, ...hidden }));
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    setValue,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver,
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const captcha = useRef<CaptchaHandle>(null);
  // One id per sending, kept across a retry after 'not sent' (see post-form.ts).
  const requestId = useRef<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState<Done>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // Derived fields (the amount in words) follow their source until the visitor writes their own value.
  useEffect(() => {
    const derived = fields.filter((f) => f.derive);
    if (!derived.length) return;
    const written = new Map<string, string>();
    return subscribe({
      name: derived.map((f) => f.derive!.from),
      formState: { values: true },
      callback: ({ values }) => {
        for (const field of derived) {
          const current: unknown = get(values, field.name);
          if (current && current !== written.get(field.name)) continue;
          const next = field.derive!.value(get(values, field.derive!.from), locale) ?? '';
          if (next === current) continue;
          written.set(field.name, next);
          setValue(field.name, next);
        }
      },
    });
  }, [fields, subscribe, setValue, locale]);

  // What the visitor types is kept for the tab: it comes back on this form in another language.
  useEffect(() => {
    if (!draftKey) return;
    // Also at once: what was typed before the form's code came is already in its values.
    saveDraft(draftKey, fields, extraFields, getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(draftKey, fields, extraFields, values) });
  }, [draftKey, fields, extraFields, subscribe, getValues]);

  const focusCaptcha = () => document.getElementById('form-field-altcha')?.focus();

  const onValid = async (data: FieldValues) => {
    setProblem(null);
    const altcha = await captcha.current?.solve();
    if (!altcha) {
      setProblem('captcha');
      focusCaptcha();
      return;
    }
    requestId.current ??= newRequestId();
    const outcome = await postForm(form, locale, altcha, requestId.current, data, chosenFiles(getValues(UPLOAD_FILES_PART)));
    if (outcome.kind !== 'notSent') requestId.current = null;
    if ((outcome.kind === 'stored' || outcome.kind === 'alreadyRequested') && draftKey) clearDraft(draftKey);
    if (outcome.kind === 'stored') {
      if (thankYouPath) window.location.assign(thankYouPath);
      else setDone('stored');
      return;
    }
    if (outcome.kind === 'alreadyRequested') {
      setDone('alreadyRequested');
      return;
    }
    if (outcome.kind === 'invalid' || outcome.kind === 'full') {
      // A full slot (409) is said on the slot, and the used captcha is replaced for the next try.
      if (outcome.kind === 'full') captcha.current?.reset();
      const ordered = [...fields.map((f) => f.name), ...Object.keys(outcome.errors)];
      const first = ordered.find((name) => outcome.errors[name]);
      for (const [name, key] of Object.entries(outcome.errors)) setError(name, { type: 'server', message: key });
      if (first && fields.some((f) => f.name === first)) setFocus(first);
      return;
    }
    if (outcome.kind === 'captcha') {
      captcha.current?.reset();
      setProblem('captcha');
      focusCaptcha();
      return;
    }
    setProblem(outcome.kind === 'rateLimited' ? { minutes: outcome.minutes } : outcome.kind === 'noDocuments' ? 'noDocuments' : 'notSent');
  };

  if (done) {
    return (
      <p className="form-done" role="status" tabIndex={-1} ref={doneRef}>
        {doneText(form, done, texts)}
      </p>
    );
  }

  // The summary lists the fields in error in the form's order, then any the server named that the form has no input for.
  const listed = fields.map((f) => ({ name: f.name, label: f.text ?? fieldLabel(f.label, locale), key: errorKey(errors, f.name) }));
  const others = Object.keys(errors)
    .filter((name) => !fields.some((f) => f.name.split('.')[0] === name) && name !== 'website')
    .map((name) => ({ name, label: fieldLabel(name, locale), key: errorKey(errors, name) }));
  const inError = [...listed, ...others].filter((e): e is FieldInError => Boolean(e.key));
  const honeypotError = errorKey(errors, 'website');
  const showSummary = inError.length > 0 || problem === 'captcha' || Boolean(honeypotError);
  const notSent = problem === 'notSent' ? notSentText(form, texts) : problem === 'noDocuments' ? texts.noDocuments : null;

  return (
    // method="post": a send the browser makes itself (before the script) never puts the fields in the address.
    <form className="visitor-form" method="post" noValidate onSubmit={(event) => handleSubmit(onValid)(event)} data-form={form}>
      {showSummary ? (
        <ErrorSummary title={texts.errorsTitle} locale={locale} fields={inError}>
          {problem === 'captcha' || honeypotError ? (
            <li>
              <a href="#form-field-altcha">
                {texts.captchaLegend}: {formErrorMessage('captcha', locale)}
              </a>
            </li>
          ) : null}
        </ErrorSummary>
      ) : null}
      {notSent || (problem && typeof problem === 'object') ? (
        <p className="form-problem" role="alert">
          {notSent ?? fillTemplate(texts.rateLimited, typeof problem === 'object' && problem ? problem.minutes : 1)}
        </p>
      ) : null}
      <p className="form-required-note">{texts.requiredNote}</p>
      <div className="visitor-form__fields">
        {fields.map((spec) => (
          <FormFieldWithGroup key={spec.name} spec={spec} locale={locale} texts={texts}>
            <FormField
              spec={spec}
              locale={locale}
              register={register}
              error={errorKey(errors, spec.name)}
              chooseText={texts.choose}
              hint={spec.kind === 'files' ? texts.documentsHint : undefined}
              initial={get(defaults, spec.name)}
            />
          </FormFieldWithGroup>
        ))}
      </div>
      <div className="form-honeypot">
        <label htmlFor={`${form}-website`}>{texts.honeypot}</label>
        <input id={`${form}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {form === 'purchase-offer' ? <p className="visitor-form__terms">{PURCHASE_OFFER_TERMS[locale]}</p> : null}
      <Captcha ref={captcha} locale={locale} label={texts.captchaLegend} invalid={problem === 'captcha'} />
      {problem === 'captcha' ? (
        <p className="form-field__error" id="form-field-altcha-error">
          {formErrorMessage('captcha', locale)}
        </p>
      ) : null}
      <button type="submit" className="button visitor-form__send" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? texts.sending : texts.send}
      </button>
    </form>
  );
}

/** A field, preceded by its group's heading when it starts one (the valuation's property address). */
function FormFieldWithGroup({ spec, locale, texts, children }: { spec: FieldSpec; locale: Locale; texts: FormTexts; children: React.ReactNode }) {
  if (!spec.groupStart) return children;
  return (
    <>
      <h3 className="visitor-form__group">{spec.groupStart === 'propertyAddress' ? texts.propertyAddress : fieldLabel(spec.groupStart, locale)}</h3>
      {children}
    </>
  );
}
