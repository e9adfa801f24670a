import { normalizeSearchText } from '@coast/domain';
import type { ProjectCard as Card } from '@/cms/types';

/** Projects in one of the towns asked for (name, case and accents ignored, or zip); all when none is asked for. */
export function projectsInTowns(projects: readonly Card[], towns: readonly string[]): Card[] {
  if (!towns.length) return [...projects];
  const names = new Set(towns.map(normalizeSearchText));
  const zips = new Set(towns.map((t) => t.trim()));
  return projects.filter((p) => names.has(normalizeSearchText(p.city)) || zips.has(p.zip));
}

/** The towns the projects are in, once each (spelled as the first project spells it), by name. */
export function townsOf(projects: readonly Card[]): string[] {
  const byKey = new Map<string, string>();
  for (const p of projects) {
    const key = normalizeSearchText(p.city);
    if (p.city && !byKey.has(key)) byKey.set(key, p.city);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'nl'));
}
