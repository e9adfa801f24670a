import { DEFAULT_WORK_COSTS } from '@coast/domain';
import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** The renovation cost calculator, with the works staff price. */
export default defineModule('renovation-calculator', {
  fields: {
    ...MODULE_FIELDS,
    // The unit costs and savings staff set are what the calculator in the visitor's browser computes with.
    works: 'public',
  },
  admin: {
    fields: {
      ...moduleCommonFields('the renovation cost calculator'),
      works: {
        label: 'Works and their costs',
        description:
          'The works a visitor can choose, each with its cost per unit (lowest and highest, in euro) and the share of energy it saves. Only the works listed here are offered, in this order. Leave the list empty to use the built-in prices (roof, wall and floor insulation, glazing, heat pump, solar panels, ventilation). The result is always shown as an estimate.',
      },
    },
    edit: [group('Module', ...MODULE_HEADER_ROWS), group('Works', [['works']]), group('Texts', ...MODULE_TEXT_ROWS), group('Layout', ...MODULE_LAYOUT_ROWS)],
  },
  // Seeded with @coast/domain's prices, so staff see the prices to change.
  seed: () => ({ works: DEFAULT_WORK_COSTS.map(({ work, costLow, costHigh, energyGain }) => ({ work, costLow, costHigh, energyGain })) }),
});
