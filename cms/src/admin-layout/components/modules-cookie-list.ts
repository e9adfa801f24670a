import { component, group } from '../types';
import { MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from './module-common';

export default component({
  uid: 'modules.cookie-list',
  settings: { mainField: 'title' },
  fields: moduleCommonFields('the list of cookies (per category, from "Cookie consent") and the button that opens the cookie settings'),
  edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
});
