import type { ListModuleGoal, ListSort } from '@coast/domain';
import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import type { ModuleCommon } from '@/cms/types';

export interface PropertyListModule extends ModuleCommon<'property-list'> {
  readonly view: 'grid' | 'list' | 'map' | 'newest';
  readonly goal: ListModuleGoal;
  readonly paging: boolean;
  readonly sortBy: ListSort;
}

export const propertyListShape = (m: ModuleFragment<'property-list'>): PropertyListModule => ({
  ...moduleFields('property-list', m),
  view: m.listView ?? 'grid',
  goal: m.goal ?? 'all',
  paging: Boolean(m.paging),
  sortBy: m.sortBy ?? 'newest',
});
