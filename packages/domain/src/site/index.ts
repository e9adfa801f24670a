export { CONTACT_FORMS, isContactForm, contactFormFromEnum } from './contact-forms';
export type { ContactForm } from './contact-forms';
export { PAGE_KEYS, LIST_PAGE_OF_GOAL } from './page-keys';
export type { PageKey } from './page-keys';
export { MODULE_KINDS, moduleComponent, moduleTypename, LIST_MODULE_GOALS, LIST_SORTS } from './module-kinds';
export type { ModuleKind, ListModuleGoal, ListSort } from './module-kinds';
