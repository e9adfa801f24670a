/**
 * @coast/domain: the agency's business rules as typed pure functions, each
 * rule once, shared by the CMS (CommonJS) and the website (server and browser). Subpaths
 * ('@coast/domain/forms', '/epc', ...) give the same exports per area.
 */
export * from './i18n';
export * from './log';
export * from './catalog';
export * from './listing';
export * from './site';
export * from './postcode';
export * from './epc';
export * from './price';
export * from './phone';
export * from './video';
export * from './text';
export * from './search';
export * from './constants';
export * from './forms';
export * from './renovation';
