import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** The visitor's favourites and their comparison. */
export default defineModule('favourites', {
  fields: MODULE_FIELDS,
  admin: {
    fields: moduleCommonFields(
      "the visitor's favourites (the listings they marked with the heart, kept in their own browser and never sent to us) and the comparison of up to four of them side by side",
    ),
    edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
  },
});
