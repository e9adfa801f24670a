/**
 * Cache Components needs one prerendered set of params per dynamic route at build time, but the
 * site builds without the CMS. The build therefore prerenders this sentinel, which renders without
 * any CMS read (a 404); every real path is rendered on its first visit and then cached.
 */
export const BUILD_SENTINEL_LANG = 'build';
export const BUILD_SENTINEL_QUERY = '_';
export const BUILD_SENTINEL_PATH = '__build__';

export function isBuildSentinel(path: readonly string[] | undefined): boolean {
  return path?.[0] === BUILD_SENTINEL_PATH;
}
