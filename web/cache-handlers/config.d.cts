import type { NextConfig } from 'next';

/** The next.config keys for the Redis-shared cache (cacheHandler, cacheHandlers, cacheMaxMemorySize), or {} for the local one. */
export function sharedCacheConfig(phase: string, env?: NodeJS.ProcessEnv): Promise<Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize'>>;
/** Why Redis cannot hold the shared cache, or null when it can. */
export function redisProblem(env?: NodeJS.ProcessEnv): Promise<string | null>;
