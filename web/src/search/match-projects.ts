import { isTownAskedFor, normalizeSearchText } from '@coast/domain';
import type { ProjectCard } from '@/cms/types';

/** At most this many projects in an answer: the panel stays short. */
const MAX_PROJECTS = 5;

/**
 * The new-build projects a home search query names: by a part of the project's name, or by its town
 * (the name in any language, or the postcode, as the lists' town filter). An empty query names none.
 */
export function matchProjects<P extends Pick<ProjectCard, 'name' | 'city' | 'zip'>>(projects: readonly P[], query: string): P[] {
  const folded = normalizeSearchText(query);
  if (!folded) return [];
  return projects.filter((p) => normalizeSearchText(p.name).includes(folded) || isTownAskedFor({ name: p.city, zip: p.zip }, [query])).slice(0, MAX_PROJECTS);
}
