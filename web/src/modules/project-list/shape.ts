import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import type { ModuleCommon } from '@/cms/types';

/** The new-build projects' list: the projects themselves are read apart (cms/projects.ts). */
export type ProjectListModule = ModuleCommon<'project-list'>;

export const projectListShape = (m: ModuleFragment<'project-list'>): ProjectListModule => moduleFields('project-list', m);
