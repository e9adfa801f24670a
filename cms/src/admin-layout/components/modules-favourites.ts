import { component, group } from '../types';
import { MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from './module-common';

export default component({
  uid: 'modules.favourites',
  settings: { mainField: 'title' },
  fields: moduleCommonFields(
    "the visitor's favourites (the listings they marked with the heart, kept in their own browser and never sent to us) and the comparison of up to four of them side by side",
  ),
  edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
});
