import type { WorkCost } from '@coast/domain';
import { hyphenated, moduleFields, type ModuleFragment } from '@/cms/module-fields';
import { present } from '@/cms/shape';
import type { ModuleCommon } from '@/cms/types';

/** The renovation cost calculator, with the works staff priced (none: @coast/domain's DEFAULT_WORK_COSTS). */
export interface RenovationCalculatorModule extends ModuleCommon<'renovation-calculator'> {
  readonly works: readonly WorkCost[];
}

export const renovationCalculatorShape = (m: ModuleFragment<'renovation-calculator'>): RenovationCalculatorModule => ({
  ...moduleFields('renovation-calculator', m),
  works: present(m.works).map((w) => ({ work: hyphenated(w.work), costLow: w.costLow, costHigh: w.costHigh, energyGain: w.energyGain })),
});
