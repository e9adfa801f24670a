import type { Locale } from '@coast/domain';
import type { ProjectDetail } from '@/cms/types';

/**
 * The description a project page in `locale` shows: the one in that language when the CRM (or staff)
 * gave it, otherwise the Dutch one, with the language it is written in (the page marks a Dutch fallback).
 */
export function projectDescriptionIn(p: Pick<ProjectDetail, 'description' | 'texts'>, locale: Locale): { description: string; language: Locale } {
  const own = locale === 'nl' ? null : p.texts[locale];
  return own ? { description: own, language: locale } : { description: p.description, language: 'nl' };
}
