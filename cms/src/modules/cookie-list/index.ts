import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** The cookie policy's list of cookies per consent category. */
export default defineModule('cookie-list', {
  fields: MODULE_FIELDS,
  admin: {
    fields: moduleCommonFields('the list of cookies (per category, from "Cookie consent") and the button that opens the cookie settings'),
    edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
  },
});
