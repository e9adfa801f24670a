import { defineModule } from '../define';
import { RenovationCalculatorModuleRenderer } from './renderer';

/** The renovation cost calculator: staff place it on any page and price its works in the module. */
export const renovationCalculatorModule = defineModule('renovation-calculator', { Renderer: RenovationCalculatorModuleRenderer });
