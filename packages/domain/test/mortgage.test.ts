import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultOwnFunds, monthlyPayment, mortgageBasis, mortgageInputProblem, simulateMortgage } from '../src/price';

const sale = { price: 319000, publishPrice: true, goal: 'sale', notaryFees: 3810, registrationRights: 6380, vat: null, totalCosts: 10190 };

describe('mortgageBasis: only a sale with a shown price has a simulator', () => {
  test('the price and the total costs the listing shows', () => assert.deepEqual(mortgageBasis(sale), { price: 319000, costs: 10190 }));
  test('without a total, its parts added up', () => assert.deepEqual(mortgageBasis({ ...sale, totalCosts: null, vat: 1000 }), { price: 319000, costs: 11190 }));
  test('without costs, the price alone', () =>
    assert.deepEqual(mortgageBasis({ price: 200000, publishPrice: true, goal: 'sale' }), { price: 200000, costs: 0 }));
  test('a hidden price: none, whatever amounts are passed', () => assert.equal(mortgageBasis({ ...sale, publishPrice: false }), null));
  test('no price or a price of 0: none', () => {
    assert.equal(mortgageBasis({ ...sale, price: null }), null);
    assert.equal(mortgageBasis({ ...sale, price: 0 }), null);
    assert.equal(mortgageBasis({ ...sale, price: Number.NaN }), null);
  });
  test('a rent: none', () => assert.equal(mortgageBasis({ ...sale, goal: 'rent' }), null));
});

describe('monthlyPayment: the annuity formula', () => {
  test('€ 200.000 at 3 % over 25 years is € 948,42 a month', () => assert.equal(monthlyPayment(200000, 3, 25), 948.42));
  test('€ 150.000 at 4 % over 20 years is € 908,97 a month', () => assert.equal(monthlyPayment(150000, 4, 20), 908.97));
  test('at 0 %: the loan split in equal months', () => assert.equal(monthlyPayment(120000, 0, 10), 1000));
  test('nothing borrowed: nothing to pay', () => assert.equal(monthlyPayment(0, 3, 20), 0));
});

describe('simulateMortgage', () => {
  const basis = { price: 319000, costs: 10190 };
  test('the loan is the price and costs less the own funds', () => {
    const s = simulateMortgage(basis, { ownFunds: 49190, ratePercent: 3, years: 25 });
    assert.deepEqual(s, { total: 329190, loan: 280000, monthlyPayment: 1327.79, interest: 118337 });
  });
  test('own funds that cover the price but not the costs borrow the rest of the costs', () =>
    assert.equal(simulateMortgage(basis, { ownFunds: 320000, ratePercent: 3, years: 25 })?.loan, 9190));
  test('own funds that cover everything: no loan, no instalment, no interest', () =>
    assert.deepEqual(simulateMortgage(basis, { ownFunds: 400000, ratePercent: 3, years: 25 }), { total: 329190, loan: 0, monthlyPayment: 0, interest: 0 }));
  test('at 0 % no interest', () => assert.equal(simulateMortgage(basis, { ownFunds: 29190, ratePercent: 0, years: 25 })?.interest, 0));
  test('out of bounds: no simulation, and the field that is wrong', () => {
    assert.equal(simulateMortgage(basis, { ownFunds: -1, ratePercent: 3, years: 25 }), null);
    assert.equal(mortgageInputProblem({ ownFunds: -1, ratePercent: 3, years: 25 }), 'ownFunds');
    assert.equal(mortgageInputProblem({ ownFunds: 0, ratePercent: 16, years: 25 }), 'rate');
    assert.equal(mortgageInputProblem({ ownFunds: 0, ratePercent: Number.NaN, years: 25 }), 'rate');
    assert.equal(mortgageInputProblem({ ownFunds: 0, ratePercent: 3, years: 0 }), 'years');
    assert.equal(mortgageInputProblem({ ownFunds: 0, ratePercent: 3, years: 41 }), 'years');
    assert.equal(mortgageInputProblem({ ownFunds: 0, ratePercent: 3, years: 2.5 }), 'years');
  });
});

describe('defaultOwnFunds', () => {
  test('the costs and a tenth of the price, up to the next thousand', () => assert.equal(defaultOwnFunds({ price: 319000, costs: 10190 }), 43000));
  test('never more than the whole purchase', () => assert.equal(defaultOwnFunds({ price: 500, costs: 0 }), 500));
});
