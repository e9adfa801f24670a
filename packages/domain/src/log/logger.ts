/** Where a rule reports bad data it had to hide from the visitor (e.g. a price that is not a number). */
export type DomainLogger = (message: string, details?: Record<string, unknown>) => void;

/**
 * console.warn, looked up at call time through globalThis so the package needs neither DOM nor Node
 * typings and works in the CMS, the server renderer and the browser alike.
 */
export const defaultLogger: DomainLogger = (message, details) => {
  const target = (globalThis as { console?: { warn?: (...args: unknown[]) => void } }).console;
  target?.warn?.(`[@coast/domain] ${message}`, details ?? {});
};
