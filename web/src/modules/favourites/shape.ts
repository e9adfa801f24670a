import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import type { ModuleCommon } from '@/cms/types';

/** The favourites page: the listings themselves are the visitor's (browser storage), read by /api/favourites/. */
export type FavouritesModule = ModuleCommon<'favourites'>;

export const favouritesShape = (m: ModuleFragment<'favourites'>): FavouritesModule => moduleFields('favourites', m);
