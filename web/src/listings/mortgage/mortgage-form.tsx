'use client';

import { useId, useState } from 'react';
import { fillTemplate, type Locale } from '@coast/domain/i18n';
import {
  MORTGAGE_DEFAULTS,
  MORTGAGE_LIMITS,
  defaultOwnFunds,
  formatEuro,
  mortgageInputProblem,
  simulateMortgage,
  type MortgageBasis,
  type MortgageInput,
} from '@coast/domain/price';
import { useHydrated } from '@/ui/use-hydrated';
import { mortgageTexts } from './texts';

interface Props {
  readonly basis: MortgageBasis;
  readonly locale: Locale;
}

/** Typed numbers as a Belgian visitor writes them: an amount in whole euro ('50.000', '50 000'), a rate with a decimal comma ('3,5'). */
const readAmount = (text: string) => (/^\s*\d[\d\s.]*\s*$/.test(text) ? Number(text.replace(/\D/g, '')) : Number.NaN);
const readRate = (text: string) => (/^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);
const readYears = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const euro = (amount: number, locale: Locale) => formatEuro(amount, locale) ?? String(amount);

/**
 * The simulator: own funds, rate and term, typed freely; the loan, the monthly payment and the
 * interest follow as the visitor types (@coast/domain's simulateMortgage), announced politely.
 */
export function MortgageForm({ basis, locale }: Props) {
  // Its words come with its code (loaded when reached for), not as props in every sale listing's flight data.
  const t = mortgageTexts.all(locale);
  const id = useId();
  const [ownFunds, setOwnFunds] = useState(String(defaultOwnFunds(basis)));
  const [rate, setRate] = useState(String(MORTGAGE_DEFAULTS.ratePercent).replace('.', locale === 'en' ? '.' : ','));
  const [years, setYears] = useState(String(MORTGAGE_DEFAULTS.years));
  // Says when typing counts (the server's copy shows the defaults before the script runs).
  const interactive = useHydrated();
  const input: MortgageInput = { ownFunds: readAmount(ownFunds), ratePercent: readRate(rate), years: readYears(years) };
  const problem = mortgageInputProblem(input);
  const result = simulateMortgage(basis, input);
  const problemText =
    problem === 'ownFunds'
      ? t.ownFundsProblem
      : problem === 'rate'
        ? fillTemplate(t.rateProblem, MORTGAGE_LIMITS.maxRatePercent)
        : problem === 'years'
          ? fillTemplate(t.yearsProblem, MORTGAGE_LIMITS.minYears, MORTGAGE_LIMITS.maxYears)
          : null;
  const field = (name: 'ownFunds' | 'rate' | 'years', value: string, set: (v: string) => void, inputMode: 'numeric' | 'decimal') => (
    <div className={`form-field${problem === name ? ' form-field--invalid' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{t[name]}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={problem === name || undefined}
        aria-describedby={problem === name ? `${id}-problem` : undefined}
      />
    </div>
  );

  return (
    <div className="mortgage__body" data-interactive={interactive || undefined}>
      <form className="mortgage__form" onSubmit={(event) => event.preventDefault()}>
        {field('ownFunds', ownFunds, setOwnFunds, 'numeric')}
        {field('rate', rate, setRate, 'decimal')}
        {field('years', years, setYears, 'numeric')}
      </form>
      <div className="mortgage__result" aria-live="polite" aria-atomic="true">
        {problemText ? (
          <p className="form-field__error" id={`${id}-problem`}>
            {problemText}
          </p>
        ) : result ? (
          <dl className="facts__list">
            <div className="facts__item" data-fact="mortgageTotal">
              <dt>{t.total}</dt>
              <dd>{euro(basis.price + basis.costs, locale)}</dd>
            </div>
            <div className="facts__item" data-fact="mortgageLoan">
              <dt>{t.loan}</dt>
              <dd>{euro(result.loan, locale)}</dd>
            </div>
            <div className="facts__item mortgage__monthly" data-fact="mortgageMonthly">
              <dt>{t.monthly}</dt>
              <dd>{euro(result.monthlyPayment, locale)}</dd>
            </div>
            <div className="facts__item" data-fact="mortgageInterest">
              <dt>{t.interest}</dt>
              <dd>{euro(result.interest, locale)}</dd>
            </div>
          </dl>
        ) : null}
        {result && result.loan === 0 ? <p>{t.noLoan}</p> : null}
      </div>
      <p className="mortgage__note">{t.note}</p>
    </div>
  );
}
