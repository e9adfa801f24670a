import * as z from '../forms/zod';
import { CALCULATOR_LABELS, type CalculatorLabel } from './calculate';
import { HOME_KINDS, RENOVATION_WORKS, type HomeKind, type RenovationWork } from './works';

/** Bounds of the calculator's numbers: a living surface of a home, a construction year of a standing home. */
export const LIVING_SURFACE_MIN = 15;
export const LIVING_SURFACE_MAX = 2000;
export const CONSTRUCTION_YEAR_MIN = 1800;

/** The calculator's own message keys (the site has their texts in four languages). */
export type CalculatorMessageKey = 'required' | 'number' | 'surfaceRange' | 'yearRange' | 'invalidOption' | 'atLeastOneWork';

const key = (k: CalculatorMessageKey) => ({ error: k });
const requiredNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.'))) : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') }).refine(Number.isFinite, key('number')),
  );

/**
 * The calculator's inputs, checked the same way wherever they come from (the form, a listing's link).
 * `currentYear` bounds the construction year (a home not built yet has no EPC).
 */
export function renovationInputSchema(currentYear: number) {
  return z.object({
    homeKind: z.enum(HOME_KINDS, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidOption') }),
    livingSurface: requiredNumber().pipe(z.number().min(LIVING_SURFACE_MIN, key('surfaceRange')).max(LIVING_SURFACE_MAX, key('surfaceRange'))),
    constructionYear: requiredNumber().pipe(z.number().int(key('yearRange')).min(CONSTRUCTION_YEAR_MIN, key('yearRange')).max(currentYear, key('yearRange'))),
    label: z.enum(CALCULATOR_LABELS, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidOption') }),
    works: z.array(z.enum(RENOVATION_WORKS, key('invalidOption'))).min(1, key('atLeastOneWork')),
  });
}

/** What a link may fill in: each value only when it is valid, the rest left to the visitor. */
export interface CalculatorPrefill {
  readonly homeKind?: HomeKind;
  readonly livingSurface?: number;
  readonly constructionYear?: number;
  readonly label?: CalculatorLabel;
  readonly works?: readonly RenovationWork[];
}

/** The query parameters of a link to the calculator (`?kind=terraced&surface=120&year=1965&epc=e`). */
export const CALCULATOR_PARAMS = { homeKind: 'kind', livingSurface: 'surface', constructionYear: 'year', label: 'epc', works: 'works' } as const;

/** The query string of a link to the calculator with what is known filled in (nulls left out). */
export function calculatorQuery(prefill: { [K in keyof CalculatorPrefill]?: CalculatorPrefill[K] | null }): string {
  const params = new URLSearchParams();
  if (prefill.homeKind) params.set(CALCULATOR_PARAMS.homeKind, prefill.homeKind);
  if (prefill.livingSurface) params.set(CALCULATOR_PARAMS.livingSurface, String(Math.round(prefill.livingSurface)));
  if (prefill.constructionYear) params.set(CALCULATOR_PARAMS.constructionYear, String(prefill.constructionYear));
  if (prefill.label) params.set(CALCULATOR_PARAMS.label, prefill.label);
  if (prefill.works?.length) params.set(CALCULATOR_PARAMS.works, prefill.works.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Reads a link's query parameters: every valid value, nothing else (a wrong value is simply not filled in). */
export function readCalculatorQuery(params: URLSearchParams, currentYear: number): CalculatorPrefill {
  const schema = renovationInputSchema(currentYear).shape;
  const pick = <T>(parser: z.ZodType<T>, raw: unknown): T | undefined => {
    const parsed = parser.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
  const works = params
    .get(CALCULATOR_PARAMS.works)
    ?.split(',')
    .map((w) => pick(z.enum(RENOVATION_WORKS), w.trim()))
    .filter((w): w is RenovationWork => w !== undefined);
  const label = params.get(CALCULATOR_PARAMS.label)?.toLowerCase().replace('+', '_plus');
  const prefill: CalculatorPrefill = {
    homeKind: pick(schema.homeKind, params.get(CALCULATOR_PARAMS.homeKind) ?? undefined),
    livingSurface: pick(schema.livingSurface, params.get(CALCULATOR_PARAMS.livingSurface) ?? undefined),
    constructionYear: pick(schema.constructionYear, params.get(CALCULATOR_PARAMS.constructionYear) ?? undefined),
    label: pick(schema.label, label),
    works: works?.length ? works : undefined,
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined)) as CalculatorPrefill;
}
