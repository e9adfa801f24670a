export { defaultLogger } from './logger';
export type { DomainLogger } from './logger';
