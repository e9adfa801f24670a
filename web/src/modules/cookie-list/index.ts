import { defineModule } from '../define';
import { CookieListModuleRenderer } from './renderer';

/** The cookie policy's list: every cookie per consent category, and the button that reopens the choice. */
export const cookieListModule = defineModule('cookie-list', { Renderer: CookieListModuleRenderer });
