import { defineModule } from '../define';
import { ContactModuleRenderer } from './renderer';

/** The contact module: the agency's card and the place of its form. */
export const contactModule = defineModule('contact', { Renderer: ContactModuleRenderer });
