import { component, group } from '../types';
import { MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from './module-common';

export default component({
  uid: 'modules.project-list',
  settings: { mainField: 'title' },
  fields: moduleCommonFields('the published new-build projects (Content Manager, Project) with a filter by town; each project has its page below this one'),
  edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
});
