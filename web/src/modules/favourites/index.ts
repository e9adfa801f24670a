import { defineModule } from '../define';
import { FavouritesModuleRenderer } from './renderer';

/** The favourites page: the visitor's saved listings (browser storage) and the side-by-side comparison. */
export const favouritesModule = defineModule('favourites', { Renderer: FavouritesModuleRenderer });
