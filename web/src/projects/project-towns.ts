import { isTownAskedFor, normalizeSearchText } from '@coast/domain';
import type { ProjectCard as Card } from '@/cms/types';

/** Projects in one of the towns asked for (isTownAskedFor: name, name in another language, or zip); all when none is. */
export function projectsInTowns(projects: readonly Card[], towns: readonly string[]): Card[] {
  if (!towns.length) return [...projects];
  return projects.filter((p) => isTownAskedFor({ name: p.city, zip: p.zip }, towns));
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
