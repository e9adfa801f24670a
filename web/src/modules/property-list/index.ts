import { defineModule } from '../define';
import { PropertyListModuleRenderer } from './renderer';

/** Listings from the feed: the newest few, or a paged list with filters. */
export const propertyListModule = defineModule('property-list', { Renderer: PropertyListModuleRenderer });
