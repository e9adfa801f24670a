import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import type { ModuleCommon } from '@/cms/types';

/** The cookie policy's list: the cookies themselves come from the cookie consent texts (CookieConsentTexts). */
export type CookieListModule = ModuleCommon<'cookie-list'>;

export const cookieListShape = (m: ModuleFragment<'cookie-list'>): CookieListModule => moduleFields('cookie-list', m);
