import { isTownAskedFor, PAGE_KEYS, type Locale } from '@coast/domain';
import { listProjects } from '@/cms/projects';
import { ProjectCard } from '@/projects/project-card';
import { projectsInTowns, townsOf } from '@/projects/project-towns';
import { projectTexts } from '@/projects/texts';
import { pageByKey, pagePath } from '@/routing/path-table';
import type { ModuleContext, Renderer } from '../types';
import type { ProjectListModule } from './shape';

const linkTo = (context: ModuleContext, key: (typeof PAGE_KEYS)[keyof typeof PAGE_KEYS]) => {
  const page = pageByKey(context.table, key);
  return page ? pagePath(page, context.locale) : null;
};

function Empty({ locale, filtered, context }: { locale: Locale; filtered: boolean; context: ModuleContext }) {
  const x = (key: Parameters<typeof projectTexts>[1]) => projectTexts(locale, key);
  const registration = linkTo(context, PAGE_KEYS.searchRegistration);
  const forSale = linkTo(context, PAGE_KEYS.forSale);
  return (
    <div className="no-results project-list__empty">
      <p className="empty" role="status">
        {filtered ? x('noneMatch') : x('noneYet')}
      </p>
      <ul className="project-list__ways">
        {filtered ? (
          <li>
            <a href={context.pagePath}>{x('clear')}</a>
          </li>
        ) : null}
        {forSale ? (
          <li>
            <a href={forSale}>{x('seeOffer')}</a>
          </li>
        ) : null}
        {registration ? (
          <li>
            <a href={registration}>{x('register')}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The published projects, by name, narrowed by the page's `city` parameter (the list query's towns,
 * so each town is its own cached variant). A plain GET form offers the towns the projects are in, with
 * how many there are in each.
 * Without projects (the snapshot has none) it says so and offers the listings and the search
 * registration instead.
 */
export const ProjectListModuleRenderer: Renderer<ProjectListModule> = async ({ context }) => {
  const { locale } = context;
  const x = (key: Parameters<typeof projectTexts>[1], ...values: Array<string | number>) => projectTexts(locale, key, ...values);
  const all = await listProjects(context.preview);
  const wanted = context.query.cities;
  const shown = projectsInTowns(all, wanted);
  const towns = townsOf(all);
  // The option's value (the town in lower case), so the chosen town stays selected.
  const selected = towns.find((town) => isTownAskedFor({ name: town, zip: '' }, wanted))?.toLowerCase() ?? '';

  return (
    <div className="project-list">
      {all.length ? (
        <form className="project-list__filter" action={context.pagePath} method="get" role="search" aria-label={x('filterTitle')}>
          <div className="field">
            <label htmlFor="project-town">{x('towns')}</label>
            <select id="project-town" name="city" defaultValue={selected}>
              <option value="">{x('allTowns')}</option>
              {towns.map((town) => (
                <option key={town} value={town.toLowerCase()}>
                  {`${town} (${projectsInTowns(all, [town]).length})`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {x('apply')}
          </button>
        </form>
      ) : null}
      {all.length ? (
        <p className="result-count" role="status" data-total={shown.length}>
          {shown.length === 1 ? x('resultsOne') : x('resultsMany', shown.length)}
        </p>
      ) : null}
      {shown.length ? (
        <ul className="card-grid property-grid">
          {shown.map((project) => (
            <li key={project.documentId}>
              <ProjectCard project={project} href={`${context.pagePath}${project.slug}/`} locale={locale} headingLevel={context.itemHeading} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty locale={locale} filtered={wanted.length > 0} context={context} />
      )}
    </div>
  );
};
