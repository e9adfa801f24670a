import { LOCALES, type Locale } from '@coast/domain';

/** Omnicasa's LanguageId of each site language (its Language table: 1 nl, 2 fr, 3 en, 4 de). */
export const DEFAULT_CRM_LANGUAGE_IDS: Readonly<Record<Locale, number>> = { nl: 1, fr: 2, en: 3, de: 4 };

export interface CrmSettings {
  /** The service's base address, e.g. https://newapi.omnicasa.com/1.12/OmnicasaService.svc/ (ends in '/'). */
  readonly baseUrl: string;
  readonly customerName: string;
  readonly customerPassword: string;
  /** The CRM language of each site language we read texts in; the first is the feed's own (Dutch). */
  readonly languageIds: ReadonlyArray<readonly [Locale, number]>;
  readonly pageSize: number;
  readonly timeoutMs: number;
  /** Minutes between scheduled syncs; 0: no schedule (the default). */
  readonly syncMinutes: number;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more, got ${JSON.stringify(value)}`);
  return n;
}

/** `nl:1,fr:2` → pairs, Dutch first; unknown languages are an error (a typo must not drop a language silently). */
function languageIdsOf(value: string | undefined): Array<[Locale, number]> {
  const entries: Array<[Locale, number]> = value?.trim()
    ? value.split(',').map((pair) => {
        const [code, id] = pair.split(':').map((s) => s.trim());
        if (!LOCALES.includes(code as Locale) || !/^\d+$/.test(id ?? ''))
          throw new Error(`CRM_LANGUAGE_IDS: "${pair}" is not language:id (nl:1,fr:2,en:3,de:4)`);
        return [code as Locale, Number(id)];
      })
    : Object.entries(DEFAULT_CRM_LANGUAGE_IDS).map(([code, id]) => [code as Locale, id]);
  if (!entries.some(([code]) => code === 'nl')) throw new Error('CRM_LANGUAGE_IDS must include nl: the feed is Dutch');
  return [...entries.filter(([code]) => code === 'nl'), ...entries.filter(([code]) => code !== 'nl')];
}

/**
 * The CRM link from the environment, or null when it is not configured (then nothing talks to the CRM).
 * CRM_BASE_URL, CRM_CUSTOMER_NAME and CRM_CUSTOMER_PASSWORD are required together.
 */
export function crmSettings(env: NodeJS.ProcessEnv = process.env): CrmSettings | null {
  const baseUrl = env.CRM_BASE_URL?.trim();
  const customerName = env.CRM_CUSTOMER_NAME?.trim();
  const customerPassword = env.CRM_CUSTOMER_PASSWORD ?? '';
  if (!baseUrl && !customerName) return null;
  if (!baseUrl || !customerName || !customerPassword) throw new Error('The CRM link needs CRM_BASE_URL, CRM_CUSTOMER_NAME and CRM_CUSTOMER_PASSWORD together');
  return {
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    customerName,
    customerPassword,
    languageIds: languageIdsOf(env.CRM_LANGUAGE_IDS),
    pageSize: Math.max(1, positive(env.CRM_PAGE_SIZE, 100, 'CRM_PAGE_SIZE')),
    timeoutMs: Math.max(1, positive(env.CRM_TIMEOUT_MS, 20_000, 'CRM_TIMEOUT_MS')),
    syncMinutes: positive(env.CRM_SYNC_MINUTES, 0, 'CRM_SYNC_MINUTES'),
  };
}
