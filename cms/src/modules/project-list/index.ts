import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** The published new-build projects, filtered by town. */
export default defineModule('project-list', {
  fields: MODULE_FIELDS,
  admin: {
    fields: moduleCommonFields('the published new-build projects (Content Manager, Project) with a filter by town; each project has its page below this one'),
    edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
  },
});
