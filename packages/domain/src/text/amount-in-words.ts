import type { Locale } from '../i18n/locales';
import { foldText } from './fold';

/**
 * A purchase offer's amount in words (the offer asks for "amount in figures and in words"), written from
 * the figures in the visitor's language, and the check that the words a visitor typed say the same
 * amount. Whole euros from 1 to 999,999,999 (an offer on a property has no cents).
 *
 * Spelling: Dutch after the Taaladvies (one word up to a thousand, a space after duizend and miljoen:
 * "tweehonderdduizend", "tweeduizend vijfhonderd"); Belgian French (septante, nonante; "et un";
 * plural s on cents and vingts at the end); British English ("one hundred and five"); German in one
 * word below a million ("zweihundertfünfundzwanzigtausend").
 */
export const AMOUNT_IN_WORDS_MAX = 999_999_999;

type Speller = (n: number) => string;

// ---------------------------------------------------------------- Dutch
const NL_UNITS = [
  'nul',
  'een',
  'twee',
  'drie',
  'vier',
  'vijf',
  'zes',
  'zeven',
  'acht',
  'negen',
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
];
const NL_TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];

function nlBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'honderd' : `${NL_UNITS[hundreds]}honderd`;
  if (rest === 0) return head;
  if (rest < 20) return head + NL_UNITS[rest];
  const unit = rest % 10;
  const tens = NL_TENS[Math.floor(rest / 10)]!;
  if (unit === 0) return head + tens;
  const unitWord = NL_UNITS[unit]!;
  // twee + en → tweeën, drie + en → drieën (a trema where two e's would be read as one vowel)
  return head + unitWord + (unitWord.endsWith('e') ? 'ën' : 'en') + tens;
}

const spellDutch: Speller = (n) => {
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(`${nlBelowThousand(millions)} miljoen`);
  if (thousands) parts.push(thousands === 1 ? 'duizend' : `${nlBelowThousand(thousands)}duizend`);
  if (rest) parts.push(nlBelowThousand(rest));
  return `${parts.join(' ')} euro`;
};

// ---------------------------------------------------------------- French (Belgian, and France's forms for the check)
const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];

function frBelowHundred(n: number, belgian: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (!belgian && (tens === 7 || tens === 9)) {
    // soixante-dix, soixante et onze, quatre-vingt-dix, quatre-vingt-onze
    const base = tens === 7 ? 'soixante' : 'quatre-vingt';
    const teen = FR_UNITS[10 + unit]!;
    return tens === 7 && unit === 1 ? `${base} et ${teen}` : `${base}-${teen}`;
  }
  const word = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'septante', 'quatre-vingt', 'nonante'][tens]!;
  if (unit === 0) return word;
  if (unit === 1 && tens !== 8) return `${word} et un`;
  return `${word}-${FR_UNITS[unit]}`;
}

/** `final`: nothing but million(s) follows, so "quatre-vingts" and "deux cents" take their s. */
function frBelowThousand(n: number, final: boolean, belgian: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]} cent${rest === 0 && final ? 's' : ''}`;
  if (rest === 0) return head;
  let tail = frBelowHundred(rest, belgian);
  if (rest === 80 && final) tail += 's';
  return head ? `${head} ${tail}` : tail;
}

const spellFrench =
  (belgian: boolean): Speller =>
  (n) => {
    const millions = Math.floor(n / 1_000_000);
    const thousands = Math.floor((n % 1_000_000) / 1000);
    const rest = n % 1000;
    const parts: string[] = [];
    if (millions) parts.push(`${frBelowThousand(millions, true, belgian)} million${millions > 1 ? 's' : ''}`);
    if (thousands) parts.push(thousands === 1 ? 'mille' : `${frBelowThousand(thousands, false, belgian)} mille`);
    if (rest) parts.push(frBelowThousand(rest, true, belgian));
    // "deux millions d'euros": a round number of millions takes "de"
    const currency = n === 1 ? 'euro' : millions && !thousands && !rest ? "d'euros" : 'euros';
    return `${parts.join(' ')} ${currency}`;
  };

// ---------------------------------------------------------------- English (British)
const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelowHundred(n: number): string {
  if (n < 20) return EN_UNITS[n]!;
  const unit = n % 10;
  return EN_TENS[Math.floor(n / 10)]! + (unit ? `-${EN_UNITS[unit]}` : '');
}

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return enBelowHundred(rest);
  return `${EN_UNITS[hundreds]} hundred${rest ? ` and ${enBelowHundred(rest)}` : ''}`;
}

const spellEnglish: Speller = (n) => {
  const groups: Array<[number, string]> = [
    [Math.floor(n / 1_000_000), ' million'],
    [Math.floor((n % 1_000_000) / 1000), ' thousand'],
    [n % 1000, ''],
  ];
  const parts = groups.filter(([value]) => value).map(([value, name]) => enBelowThousand(value) + name);
  // "one thousand and five": a last group below a hundred after a larger one takes "and"
  const last = n % 1000;
  if (n >= 1000 && last > 0 && last < 100) parts[parts.length - 1] = `and ${parts[parts.length - 1]}`;
  return `${parts.join(' ')} euro${n > 1 ? 's' : ''}`;
};

// ---------------------------------------------------------------- German
const DE_UNITS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** `standalone`: the number ends here ("eins"), else it leads a compound ("ein-hundert"). */
function deBelowThousand(n: number, standalone: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds ? `${hundreds === 1 ? 'ein' : DE_UNITS[hundreds]}hundert` : '';
  if (rest === 0) return head;
  if (rest === 1) return head + (standalone ? 'eins' : 'ein');
  if (rest < 20) return head + DE_UNITS[rest];
  const unit = rest % 10;
  const tens = DE_TENS[Math.floor(rest / 10)]!;
  return head + (unit ? `${unit === 1 ? 'ein' : DE_UNITS[unit]}und` : '') + tens;
}

const spellGerman: Speller = (n) => {
  if (n === 1) return 'ein Euro';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'eine Million' : `${deBelowThousand(millions, false)} Millionen`);
  const below = (thousands ? `${deBelowThousand(thousands, false)}tausend` : '') + (rest ? deBelowThousand(rest, true) : '');
  if (below) parts.push(below);
  return `${parts.join(' ')} Euro`;
};

const SPELLERS: Readonly<Record<Locale, Speller>> = { nl: spellDutch, fr: spellFrench(true), en: spellEnglish, de: spellGerman };

const isSpellable = (amount: number) => Number.isInteger(amount) && amount >= 1 && amount <= AMOUNT_IN_WORDS_MAX;

/** The amount in words in a language ("honderdvijfentwintigduizend euro"); null outside 1 to 999,999,999 whole euros. */
export function amountInWords(amount: number, locale: Locale): string | null {
  return isSpellable(amount) ? SPELLERS[locale](amount) : null;
}

/**
 * The form in which two spellings are compared: case, accents, spaces, hyphens, "and"/"et", the
 * currency word, plural s's and a leading one ("eenhonderd", "einhundert", "a hundred") do not count.
 */
function comparable(words: string): string {
  return foldText(words)
    .replace(/\bd['’]\s*(?=euros?\b)/g, ' ')
    .replace(/\b(euros?|eur)\b|€/g, ' ')
    .replace(/\b(and|et)\b/g, ' ')
    .replace(/\ba (hundred|thousand|million)\b/g, 'one $1')
    .replace(/[\s\-‐‑–.,]+/g, '')
    .replace(/(cent|vingt|million|milliard)s/g, '$1')
    .replace(/millionen/g, 'million')
    .replace(/eine?million/g, 'einmillion')
    .replace(/een(honderd|duizend)/g, '$1')
    .replace(/ein(hundert|tausend)/g, '$1');
}

/**
 * Whether `words` say `amount` in any of the four languages (a visitor may write the words in another
 * language than the page's), French also with France's soixante-dix and quatre-vingt-dix.
 */
export function amountWordsMatch(amount: number, words: string): boolean {
  if (!isSpellable(amount)) return false;
  const given = comparable(words);
  if (!given) return false;
  const spellings = [...Object.values(SPELLERS), spellFrench(false)].map((spell) => comparable(spell(amount)));
  return spellings.includes(given);
}
