import type { Locale } from '../i18n/locales';

/**
 * A listing's documents. The feed gives each one a name and an address only (no type, size or
 * visibility flag), so which ones a visitor may see is decided here:
 *
 * - public: the advert documents, recognised by their name: EPC certificate, urban-planning extract,
 *   soil certificate, asbestos certificate, electrical inspection report, subdivision plan, floor plan,
 *   rental conditions (what Flemish adverts show or buyers are given before a visit), at an https
 *   address;
 * - private: everything else (a deed, a draft contract, an owner's letter or ID, a name we do not
 *   recognise, an address that is not https). Private until staff give it a recognised name.
 *
 * The CMS keeps every feed document in a private field and writes only the public ones to the public
 * `documents` (cms/src/access/listing-facts.ts), so a private one is never listed nor readable.
 */
export const DOCUMENT_KINDS = [
  'epc',
  'planningExtract',
  'soilCertificate',
  'asbestosCertificate',
  'electricalInspection',
  'subdivisionPlan',
  'floorPlan',
  'rentalConditions',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Name patterns per kind (Dutch as the feed writes them; French, English and German too). Checked in order. */
const KIND_PATTERNS: ReadonlyArray<readonly [DocumentKind, RegExp]> = [
  ['epc', /\b(epc|epb|peb|energieprestatie|energy performance|energieausweis)/i],
  ['asbestosCertificate', /asbest|amiante/i],
  ['soilCertificate', /bodemattest|attestation du sol|soil certificate|bodenbescheinigung/i],
  ['electricalInspection', /keuring.*elektri|elektri.*keuring|contr[oô]le.*[ée]lectri|electrical inspection|elektroprüfung/i],
  ['planningExtract', /stedenbouwkundig|renseignements urbanistiques|urbanisme|planning extract|städtebaulich/i],
  ['subdivisionPlan', /verkaveling|lotissement|subdivision|parzellierung/i],
  ['floorPlan', /grondplan|plattegrond|plan au sol|floor ?plan|grundriss/i],
  ['rentalConditions', /huurvoorwaarden|conditions de location|rental conditions|mietbedingungen/i],
];

/** The label of each kind in the page language. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, Readonly<Record<Locale, string>>>> = {
  epc: { nl: 'EPC-certificaat', fr: 'Certificat PEB', en: 'EPC certificate', de: 'Energieausweis (EPC)' },
  planningExtract: {
    nl: 'Stedenbouwkundig uittreksel',
    fr: 'Renseignements urbanistiques',
    en: 'Urban planning extract',
    de: 'Städtebaulicher Auszug',
  },
  soilCertificate: { nl: 'Bodemattest', fr: 'Attestation du sol', en: 'Soil certificate', de: 'Bodenbescheinigung' },
  asbestosCertificate: { nl: 'Asbestattest', fr: 'Attestation amiante', en: 'Asbestos certificate', de: 'Asbestbescheinigung' },
  electricalInspection: {
    nl: 'Keuringsverslag elektriciteit',
    fr: 'Contrôle de l’installation électrique',
    en: 'Electrical inspection report',
    de: 'Prüfbericht der Elektroinstallation',
  },
  subdivisionPlan: { nl: 'Verkavelingsplan', fr: 'Plan de lotissement', en: 'Subdivision plan', de: 'Parzellierungsplan' },
  floorPlan: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan', de: 'Grundriss' },
  rentalConditions: { nl: 'Huurvoorwaarden', fr: 'Conditions de location', en: 'Rental conditions', de: 'Mietbedingungen' },
};

/** File formats shown beside a document, by the address's extension. */
const FORMATS: Readonly<Record<string, string>> = { pdf: 'PDF', doc: 'DOC', docx: 'DOCX', jpg: 'JPG', jpeg: 'JPG', png: 'PNG' };

export interface ListingDocumentInput {
  readonly name?: string | null;
  readonly url?: string | null;
  /** Bytes, when known (the feed does not say; staff or a later import may). */
  readonly size?: number | null;
}

export interface PublicDocument {
  readonly name: string;
  readonly url: string;
  readonly size: number | null;
}

/** The kind of a document by its name, or null (not recognised: private). */
export function documentKind(name: string | null | undefined): DocumentKind | null {
  if (!name) return null;
  for (const [kind, pattern] of KIND_PATTERNS) if (pattern.test(name)) return kind;
  return null;
}

/** 'PDF' for an address ending in .pdf (query and fragment ignored), else null. */
export function documentFormat(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? (FORMATS[extension] ?? null) : null;
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a visitor may see this document (see the rule above). */
export function isPublicDocument(document: ListingDocumentInput): boolean {
  const name = document.name?.trim();
  const url = document.url?.trim();
  return Boolean(name && url && isHttps(url) && documentKind(name));
}

/** The documents a visitor may see, in the feed's order, trimmed; a size that is not a positive whole number is unknown. */
export function publicDocuments(documents: readonly ListingDocumentInput[] | null | undefined): PublicDocument[] {
  return (documents ?? []).filter(isPublicDocument).map((d) => ({
    name: d.name!.trim(),
    url: d.url!.trim(),
    size: typeof d.size === 'number' && Number.isInteger(d.size) && d.size > 0 ? d.size : null,
  }));
}

const UNITS = ['B', 'kB', 'MB', 'GB'] as const;

/**
 * A file size in the page language's Belgian style, decimal units: '1,2 MB', '850 kB', '512 B'; one
 * decimal below 10 of a unit, none above. Written by hand (not Intl) so server and browser agree.
 */
export function formatFileSize(bytes: number, locale: Locale): string | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  void locale; // Every language's Belgian style writes a decimal comma and no grouping below 1000.
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const rounded = unit === 0 ? Math.round(value) : value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 999.95 kB rounds to 1000: say 1 MB instead.
  if (rounded >= 1000 && unit < UNITS.length - 1) return formatFileSize(1000 ** (unit + 1), locale);
  return `${String(rounded).replace('.', ',')}\u00a0${UNITS[unit]}`;
}
