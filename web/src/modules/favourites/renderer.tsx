import { FavouritesLoader } from '@/favourites/favourites-loader';
import { favouritesTexts } from '@/favourites/texts';
import type { Renderer } from '../types';
import type { FavouritesModule } from './shape';

/**
 * The visitor's favourites and their comparison. The page itself is the same for everyone (cached); the
 * island reads the favourites from the browser and asks the site for their current data.
 */
export const FavouritesModuleRenderer: Renderer<FavouritesModule> = ({ context }) => (
  <FavouritesLoader locale={context.locale} t={favouritesTexts.all(context.locale)} itemHeading={context.itemHeading} />
);
