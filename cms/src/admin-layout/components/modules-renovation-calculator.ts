import { component, group } from '../types';
import { MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from './module-common';

export default component({
  uid: 'modules.renovation-calculator',
  settings: { mainField: 'title' },
  fields: {
    ...moduleCommonFields('the renovation cost calculator'),
    works: {
      label: 'Works and their costs',
      description:
        'The works a visitor can choose, each with its cost per unit (lowest and highest, in euro) and the share of energy it saves. Only the works listed here are offered, in this order. Leave the list empty to use the built-in prices (roof, wall and floor insulation, glazing, heat pump, solar panels, ventilation). The result is always shown as an estimate.',
    },
  },
  edit: [group('Module', ...MODULE_HEADER_ROWS), group('Works', [['works']]), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
});
