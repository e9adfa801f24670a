import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { amountInWords, amountWordsMatch } from '../src/text/amount-in-words';

describe('a purchase offer amount in words', () => {
  test('Dutch: one word up to a thousand, a space after duizend and miljoen, a trema in tweeën/drieën', () => {
    assert.equal(amountInWords(1, 'nl'), 'een euro');
    assert.equal(amountInWords(21, 'nl'), 'eenentwintig euro');
    assert.equal(amountInWords(22, 'nl'), 'tweeëntwintig euro');
    assert.equal(amountInWords(33, 'nl'), 'drieëndertig euro');
    assert.equal(amountInWords(100, 'nl'), 'honderd euro');
    assert.equal(amountInWords(2500, 'nl'), 'tweeduizend vijfhonderd euro');
    assert.equal(amountInWords(125_000, 'nl'), 'honderdvijfentwintigduizend euro');
    assert.equal(amountInWords(349_000, 'nl'), 'driehonderdnegenenveertigduizend euro');
    assert.equal(amountInWords(1_250_000, 'nl'), 'een miljoen tweehonderdvijftigduizend euro');
  });
  test('French as written in Belgium: septante, nonante, "et un", plural s only at the end', () => {
    assert.equal(amountInWords(1, 'fr'), 'un euro');
    assert.equal(amountInWords(71, 'fr'), 'septante et un euros');
    assert.equal(amountInWords(80, 'fr'), 'quatre-vingts euros');
    assert.equal(amountInWords(81, 'fr'), 'quatre-vingt-un euros');
    assert.equal(amountInWords(95, 'fr'), 'nonante-cinq euros');
    assert.equal(amountInWords(200, 'fr'), 'deux cents euros');
    assert.equal(amountInWords(201, 'fr'), 'deux cent un euros');
    assert.equal(amountInWords(1000, 'fr'), 'mille euros');
    assert.equal(amountInWords(80_000, 'fr'), 'quatre-vingt mille euros');
    assert.equal(amountInWords(200_000, 'fr'), 'deux cent mille euros');
    assert.equal(amountInWords(125_000, 'fr'), 'cent vingt-cinq mille euros');
    assert.equal(amountInWords(2_000_000, 'fr'), "deux millions d'euros");
    assert.equal(amountInWords(1_250_000, 'fr'), 'un million deux cent cinquante mille euros');
  });
  test('English, British style', () => {
    assert.equal(amountInWords(1, 'en'), 'one euro');
    assert.equal(amountInWords(105, 'en'), 'one hundred and five euros');
    assert.equal(amountInWords(1005, 'en'), 'one thousand and five euros');
    assert.equal(amountInWords(125_000, 'en'), 'one hundred and twenty-five thousand euros');
    assert.equal(amountInWords(2_300_040, 'en'), 'two million three hundred thousand and forty euros');
  });
  test('German: one word below a million, eins only at the end', () => {
    assert.equal(amountInWords(1, 'de'), 'ein Euro');
    assert.equal(amountInWords(31, 'de'), 'einunddreißig Euro');
    assert.equal(amountInWords(101, 'de'), 'einhunderteins Euro');
    assert.equal(amountInWords(125_000, 'de'), 'einhundertfünfundzwanzigtausend Euro');
    assert.equal(amountInWords(1_000_000, 'de'), 'eine Million Euro');
    assert.equal(amountInWords(2_500_000, 'de'), 'zwei Millionen fünfhunderttausend Euro');
  });
  test('only whole euros from 1 to 999,999,999', () => {
    for (const amount of [0, -5, 1.5, 1_000_000_000, Number.NaN]) assert.equal(amountInWords(amount, 'nl'), null);
    assert.equal(amountInWords(999_999_999, 'en')?.startsWith('nine hundred and ninety-nine million'), true);
  });
  test('the words a visitor typed match the figures in any of the four languages, however spaced or accented', () => {
    for (const words of [
      'honderdvijfentwintigduizend euro',
      'Honderd vijfentwintig duizend EURO',
      'eenhonderdvijfentwintigduizend',
      'cent vingt-cinq mille euros',
      'Cent-vingt-cinq-mille €',
      'one hundred twenty-five thousand euros',
      'a hundred and twenty-five thousand',
      'hundertfünfundzwanzigtausend Euro',
      'einhundertfuenfundzwanzigtausend'.replace('fuenf', 'fünf'),
    ])
      assert.equal(amountWordsMatch(125_000, words), true, words);
    assert.equal(amountWordsMatch(71, 'soixante et onze euros'), true);
    assert.equal(amountWordsMatch(90, 'quatre-vingt-dix'), true);
    assert.equal(amountWordsMatch(2_000_000, "deux millions d'euros"), true);
    assert.equal(amountWordsMatch(1_000_000, 'één miljoen euro'), true);
    assert.equal(amountWordsMatch(22, 'tweeentwintig'), true);
  });
  test('other amounts, empty or made-up words do not match', () => {
    assert.equal(amountWordsMatch(125_000, 'honderdduizend euro'), false);
    assert.equal(amountWordsMatch(125_000, 'honderdvijftigduizend euro'), false);
    assert.equal(amountWordsMatch(125_000, ''), false);
    assert.equal(amountWordsMatch(125_000, 'euro'), false);
    assert.equal(amountWordsMatch(125_000, '125000'), false);
    assert.equal(amountWordsMatch(0, 'nul euro'), false);
    assert.equal(amountWordsMatch(22, 'twintig'), false);
  });
});
