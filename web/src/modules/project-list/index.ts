import { defineModule } from '../define';
import { ProjectListModuleRenderer } from './renderer';

/** The new-build projects, filtered by town; each project's page lives below the page (PAGE_KEYS.projects). */
export const projectListModule = defineModule('project-list', { Renderer: ProjectListModuleRenderer });
