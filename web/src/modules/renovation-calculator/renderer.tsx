import { DEFAULT_WORK_COSTS } from '@coast/domain';
import type { Renderer } from '../types';
import { CalculatorLoader } from './calculator-loader';
import { calculatorTexts } from './texts';
import type { RenovationCalculatorModule } from './shape';

/**
 * The renovation cost calculator with the works and unit costs staff set in the
 * module; a module without any uses @coast/domain's DEFAULT_WORK_COSTS.
 */
export const RenovationCalculatorModuleRenderer: Renderer<RenovationCalculatorModule> = ({ module, context }) => (
  <CalculatorLoader
    locale={context.locale}
    t={calculatorTexts.all(context.locale)}
    works={module.works.length ? module.works : DEFAULT_WORK_COSTS}
    resultHeading={context.itemHeading}
  />
);
