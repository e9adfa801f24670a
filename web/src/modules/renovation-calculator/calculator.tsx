'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EPC_COLORS, epcDisplayText } from '@coast/domain/epc';
import { fillTemplate, type Locale } from '@coast/domain/i18n';
import { formatEuro } from '@coast/domain/price';
import {
  CALCULATOR_LABELS,
  HOME_KINDS,
  WORK_UNITS,
  calculateRenovation,
  readCalculatorQuery,
  renovationInputSchema,
  type RenovationInput,
  type RenovationResult,
  type WorkCost,
} from '@coast/domain/renovation';
import { readableTextColor } from '@/ui/contrast';
import type { calculatorTexts } from './texts';

export type CalculatorTexts = ReturnType<typeof calculatorTexts.all>;

interface Props {
  readonly locale: Locale;
  readonly t: CalculatorTexts;
  /** The works staff priced, in their order. */
  readonly works: readonly WorkCost[];
  readonly resultHeading: 'h2' | 'h3' | 'h4' | 'h5';
}

/** What the form holds: texts as typed, the works chosen. */
interface Values {
  homeKind: string;
  livingSurface: string;
  constructionYear: string;
  label: string;
  works: string[];
}

const EMPTY: Values = { homeKind: '', livingSurface: '', constructionYear: '', label: '', works: [] };

const euro = (amount: number, locale: Locale) => formatEuro(amount, locale) ?? String(amount);

function EpcLetter({ label }: { label: RenovationResult['labelAfter'] }) {
  const color = EPC_COLORS[label];
  return (
    <span className="calculator__epc" style={{ backgroundColor: color, color: readableTextColor(color) }}>
      {epcDisplayText(label)}
    </span>
  );
}

/**
 * The renovation cost calculator (react-hook-form with @coast/domain's schema; the calculation is
 * @coast/domain's calculateRenovation, run in the browser with the costs staff set). A link from a
 * listing fills in what it knows (`?kind=&surface=&year=&epc=`); nothing is sent anywhere.
 */
export function RenovationCalculator({ locale, t, works, resultHeading: Heading }: Props) {
  // The year is read when the visitor checks the form, never while rendering: a cached page is rendered
  // once for everybody, and Next refuses a clock read during that render (the page answered 500).
  const resolver = useMemo<Resolver<Values>>(
    () => (values, context, options) => (zodResolver(renovationInputSchema(new Date().getFullYear())) as unknown as Resolver<Values>)(values, context, options),
    [],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: EMPTY, shouldFocusError: true });
  const [result, setResult] = useState<{ input: RenovationInput; result: RenovationResult } | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // A listing's link fills in what it knows, once the page is in the browser (the page itself is cached).
  useEffect(() => {
    const prefill = readCalculatorQuery(new URLSearchParams(window.location.search), new Date().getFullYear());
    if (!Object.keys(prefill).length) return;
    reset({
      homeKind: prefill.homeKind ?? '',
      livingSurface: prefill.livingSurface ? String(prefill.livingSurface) : '',
      constructionYear: prefill.constructionYear ? String(prefill.constructionYear) : '',
      label: prefill.label ?? '',
      works: [...(prefill.works ?? [])],
    });
  }, [reset]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onValid = (values: Values) => {
    // The resolver checked and converted the values: they are the schema's output.
    const input = values as unknown as RenovationInput;
    setResult({ input, result: calculateRenovation(input, works) });
  };

  const message = (key: string | undefined) => (key && key in t ? t[key as keyof CalculatorTexts] : key ? t.invalidOption : '');
  const field = (name: keyof Values, errs: FieldErrors<Values>) => {
    const key = errs[name]?.message;
    const id = `calculator-${name}`;
    return {
      id,
      errorId: `${id}-error`,
      error: key ? message(key) : null,
      a11y: { 'aria-invalid': key ? true : undefined, 'aria-describedby': key ? `${id}-error` : undefined } as const,
    };
  };
  const kind = field('homeKind', errors);
  const surface = field('livingSurface', errors);
  const year = field('constructionYear', errors);
  const label = field('label', errors);
  const chosen = field('works', errors);
  const fill = (template: string, ...values: Array<string | number>) => fillTemplate(template, ...values);

  return (
    <div className="calculator">
      <form className="visitor-form calculator__form" noValidate onSubmit={handleSubmit(onValid)}>
        <div className="visitor-form__fields">
          <div className={`form-field form-field--half${kind.error ? ' form-field--invalid' : ''}`}>
            <label htmlFor={kind.id}>{t.homeKind}</label>
            <select id={kind.id} {...kind.a11y} aria-required {...register('homeKind')}>
              <option value="">{t.choose}</option>
              {HOME_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t[k]}
                </option>
              ))}
            </select>
            {kind.error ? (
              <p className="form-field__error" id={kind.errorId}>
                {kind.error}
              </p>
            ) : null}
          </div>
          <div className={`form-field form-field--half${label.error ? ' form-field--invalid' : ''}`}>
            <label htmlFor={label.id}>{t.label}</label>
            <select id={label.id} {...label.a11y} aria-required {...register('label')}>
              <option value="">{t.choose}</option>
              {CALCULATOR_LABELS.map((l) => (
                <option key={l} value={l}>
                  {epcDisplayText(l)}
                </option>
              ))}
            </select>
            {label.error ? (
              <p className="form-field__error" id={label.errorId}>
                {label.error}
              </p>
            ) : null}
          </div>
          <div className={`form-field form-field--half${surface.error ? ' form-field--invalid' : ''}`}>
            <label htmlFor={surface.id}>{t.livingSurface}</label>
            <input id={surface.id} type="text" inputMode="decimal" autoComplete="off" {...surface.a11y} aria-required {...register('livingSurface')} />
            {surface.error ? (
              <p className="form-field__error" id={surface.errorId}>
                {surface.error}
              </p>
            ) : null}
          </div>
          <div className={`form-field form-field--half${year.error ? ' form-field--invalid' : ''}`}>
            <label htmlFor={year.id}>{t.constructionYear}</label>
            <input id={year.id} type="text" inputMode="numeric" autoComplete="off" {...year.a11y} aria-required {...register('constructionYear')} />
            {year.error ? (
              <p className="form-field__error" id={year.errorId}>
                {year.error}
              </p>
            ) : null}
          </div>
          <fieldset
            className={`form-field form-field--checkboxes${chosen.error ? ' form-field--invalid' : ''}`}
            aria-describedby={chosen.error ? chosen.errorId : undefined}
          >
            <legend>{t.works}</legend>
            <div className="form-field__options calculator__works">
              {works.map((w, i) => {
                const unit = WORK_UNITS[w.work];
                return (
                  <label key={w.work} className="form-field__option">
                    <input
                      type="checkbox"
                      id={i === 0 ? chosen.id : undefined}
                      value={w.work}
                      aria-invalid={chosen.error ? true : undefined}
                      {...register('works')}
                    />
                    <span>
                      {t[w.work]} <span className="calculator__unit">({fill(t[unit], euro(w.costLow, locale), euro(w.costHigh, locale))})</span>
                    </span>
                  </label>
                );
              })}
            </div>
            {chosen.error ? (
              <p className="form-field__error" id={chosen.errorId}>
                {chosen.error}
              </p>
            ) : null}
          </fieldset>
        </div>
        <p>
          <button type="submit" className="button">
            {t.calculate}
          </button>
        </p>
      </form>
      <div className="calculator__result" aria-live="polite">
        {result ? (
          <>
            <Heading ref={resultRef} tabIndex={-1} className="calculator__result-title">
              {t.resultTitle}
            </Heading>
            <p className="calculator__cost" data-low={result.result.costLow} data-high={result.result.costHigh}>
              <strong>{fill(t.cost, euro(result.result.costLow, locale), euro(result.result.costHigh, locale))}</strong>
              <br />
              <span className="calculator__note">{t.costNote}</span>
            </p>
            <p className="calculator__label-after" data-label={epcDisplayText(result.result.labelAfter)}>
              {fill(t.labelAfter, '')}
              <EpcLetter label={result.result.labelAfter} />
              <br />
              <span className="calculator__note">{fill(t.scores, result.result.scoreBefore, result.result.scoreAfter)}</span>
            </p>
            <p className={`calculator__obligation${result.result.obligation && !result.result.meetsObligation ? ' calculator__obligation--short' : ''}`}>
              {result.result.obligation
                ? fill(result.result.meetsObligation ? t.obligationMet : t.obligationNotMet, epcDisplayText(result.input.label), result.result.deadlineYears)
                : fill(t.noObligation, epcDisplayText(result.input.label))}
            </p>
            <table className="calculator__works-table">
              <caption>{t.perWork}</caption>
              <tbody>
                {result.result.works.map((w) => (
                  <tr key={w.work}>
                    <th scope="row">{t[w.work]}</th>
                    <td>{WORK_UNITS[w.work] === 'home' ? t.quantityHome : fill(t.quantityM2, w.quantity.toLocaleString(`${locale}-BE`))}</td>
                    <td>
                      {euro(w.costLow, locale)} – {euro(w.costHigh, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="calculator__note">{t.estimate}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
