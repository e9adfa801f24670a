import type { Locale } from '@coast/domain';
import type { PathTable } from '@/routing/path-table';
import { projectPath } from './project-path';
import { projectTexts } from './texts';

/** On a unit's listing page: the new-build project it belongs to, linking back to the project's page. */
export function UnitProjectLink({ project, table, locale }: { project: { name: string; slug: string } | null; table: PathTable; locale: Locale }) {
  const href = project ? projectPath(table, project.slug, locale) : null;
  if (!project || !href) return null;
  return (
    <p className="property-detail__project">
      {projectTexts(locale, 'partOf')} <a href={href}>{project.name}</a>
    </p>
  );
}
