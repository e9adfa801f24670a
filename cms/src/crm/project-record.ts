import crypto from 'crypto';
import type { FeedPicture } from '../feed/feed-record';

/** Bump when the mapping changes, so the next sync rewrites every project once. */
const MAPPING_VERSION = 2;

/**
 * A row of the CRM's GetProjectList, mapped to the project content type. The CRM's field names stay here.
 * The row is read in Dutch (the feed's language); its description in the other site languages comes
 * along in `LanguageTexts`, as for listings (crm/sync.ts reads the list once per language).
 */
export interface CrmProject {
  readonly externalId: number;
  /** PublishInternet false: the CRM keeps it off the web; the site unpublishes it. */
  readonly onWeb: boolean;
  readonly data: {
    externalId: number;
    name: string;
    description: string | null;
    /** The description in the other site languages; the Dutch one is `description`. */
    texts: ProjectText[];
    publicAddress: boolean;
    street: string | null;
    houseNumber: string | null;
    boxNr: string | null;
    zip: string | null;
    city: string | null;
    countryId: number | null;
    countryName: string | null;
  };
  readonly pictures: FeedPicture[];
  /** Compared with the stored one: an unchanged row is not written again. */
  readonly hash: string;
}

export interface ProjectText {
  language: 'fr' | 'en' | 'de';
  description: string;
}

const OTHER_LANGUAGES: readonly unknown[] = ['fr', 'en', 'de'];

const text = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
const isId = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v.trim()))) && Number.isInteger(Number(v)) && Number(v) > 0;
const yes = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * `LanguageTexts`: not an Omnicasa field. The sync (or the committed feed) hands the row's Description
 * as the CRM gives it per language; one without a description, or with the Dutch one (the CRM answering
 * with its own language for a missing translation), is left out: the page shows the Dutch one, marked so.
 */
function projectTexts(value: unknown, dutch: string | null): ProjectText[] {
  if (!Array.isArray(value)) return [];
  const texts: ProjectText[] = [];
  for (const t of value) {
    if (!t || typeof t !== 'object') continue;
    const { Language, Description } = t as { Language?: unknown; Description?: unknown };
    const description = text(Description);
    if (!OTHER_LANGUAGES.includes(Language) || !description || description === dutch || texts.some((x) => x.language === Language)) continue;
    texts.push({ language: Language as ProjectText['language'], description });
  }
  return texts;
}

export type ProjectValidation = { ok: true; project: CrmProject } | { ok: false; id: string; reason: string };

export function toCrmProject(raw: unknown, index: number): ProjectValidation {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, id: `#${index}`, reason: 'project row is not an object' };
  const r = raw as Record<string, unknown>;
  const id = isId(r.ID) ? String(Number(r.ID)) : `#${index}`;
  if (!isId(r.ID)) return { ok: false, id, reason: 'ID is missing or not a positive integer' };
  const name = text(r.Name);
  if (!name) return { ok: false, id, reason: 'Name is missing' };
  const list = r.LargePictureItems ?? [];
  if (!Array.isArray(list)) return { ok: false, id, reason: 'LargePictureItems must be a list' };
  if (list.some((p) => !p || typeof p !== 'object' || !isId((p as FeedPicture).ID) || typeof (p as FeedPicture).Url !== 'string'))
    return { ok: false, id, reason: 'a picture has no ID or Url' };
  const pictures = (list as FeedPicture[]).map((p) => ({ ID: Number(p.ID), Url: p.Url }));
  const data = {
    externalId: Number(r.ID),
    name,
    description: text(r.Description),
    texts: projectTexts(r.LanguageTexts, text(r.Description)),
    // Privacy first: without the CRM's explicit "publish the address", only postcode and town are public.
    publicAddress: yes(r.PublishAddress),
    street: text(r.Street),
    houseNumber: text(r.HouseNumber),
    boxNr: text(r.BoxNr),
    zip: text(r.Zip),
    city: text(r.City),
    countryId: isId(r.CountryID) ? Number(r.CountryID) : null,
    countryName: text(r.CountryName),
  };
  const hash = crypto
    .createHash('sha256')
    .update(`${MAPPING_VERSION}:${JSON.stringify([data, pictures])}`)
    .digest('hex');
  // Absent counts as on the web: the list is asked for with IsPublishInternet.
  const onWeb = r.PublishInternet === undefined || r.PublishInternet === null || yes(r.PublishInternet);
  return { ok: true, project: { externalId: data.externalId, onWeb, data, pictures, hash } };
}

/** The project a listing row names (the CRM's ProjectID on the property), or null. */
export function projectIdOfListing(row: Record<string, unknown>): number | null {
  return isId(row.ProjectID) ? Number(row.ProjectID) : null;
}
