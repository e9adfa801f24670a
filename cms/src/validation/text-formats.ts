import { both } from '../pages/address-rules';

/** A typed text's allowed shape, and what staff read when it has another one. */
interface TextFormat {
  readonly pattern: RegExp;
  readonly problem: string;
}

const KEY: TextFormat = {
  pattern: /^[a-z0-9-]+$/,
  problem: both(
    'Not a valid key: only lowercase letters a-z, digits and hyphens (e.g. privacy or sea-view). No capitals, accents, spaces or other signs.',
    'Geen geldige sleutel: enkel kleine letters a-z, cijfers en koppeltekens (bv. privacy of zeezicht). Geen hoofdletters, accenten, spaties of andere tekens.',
  ),
};

const slug = (source: [en: string, nl: string]): TextFormat => ({
  pattern: /^[a-z0-9-]+$/,
  problem: both(
    `Not a valid web address part: only lowercase letters a-z, digits and hyphens (e.g. registration-tax-2-percent). No capitals, accents, spaces or /. Leave it empty to have it made from the ${source[0]}.`,
    `Geen geldig deel van een webadres: enkel kleine letters a-z, cijfers en koppeltekens (bv. registratiebelasting-2-procent). Geen hoofdletters, accenten, spaties of /. Laat het leeg om het uit de ${source[1]} te laten maken.`,
  ),
});

const WEB_ADDRESS: TextFormat = {
  pattern: /^https?:\/\/\S+$/,
  problem: both(
    'Not a valid link: a full web address starting with https:// (or http://), without spaces, e.g. https://www.immoweb.be/nl/zoekertje/12345.',
    'Geen geldige link: een volledig webadres dat begint met https:// (of http://), zonder spaties, bv. https://www.immoweb.be/nl/zoekertje/12345.',
  ),
};

/**
 * The typed texts with a fixed shape, per content type and field. Checked on save with these messages
 * instead of a schema regex, whose refusal staff read as "The value does not match the regex".
 */
export const TEXT_FORMATS: Readonly<Record<string, Readonly<Record<string, TextFormat>>>> = {
  'api::article.article': { key: KEY, slug: slug(['title', 'titel']) },
  'api::category.category': { key: KEY, slug: slug(['name', 'naam']) },
  'api::menu-page.menu-page': { key: KEY },
  'api::team-member.team-member': { key: KEY },
  'api::testimonial.testimonial': { key: KEY },
  'api::listing-publication.listing-publication': { url: WEB_ADDRESS },
};

/** Why a field's value cannot be saved, or null (empty values are for `required` to judge). */
export function textFormatProblem(uid: string, field: string, value: unknown): string | null {
  const format = TEXT_FORMATS[uid]?.[field];
  if (!format || typeof value !== 'string' || value === '') return null;
  return format.pattern.test(value) ? null : format.problem;
}
