import type { NextConfig } from 'next';

/** The server's cache keys (cacheHandler, cacheHandlers, cacheMaxMemorySize, experimental with isrFlushToDisk), local or shared through Redis; {} outside `next start`. */
export function serverCacheConfig(
  phase: string,
  env?: NodeJS.ProcessEnv,
  experimental?: NextConfig['experimental'],
): Promise<Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize' | 'experimental'>>;
/** Why Redis cannot hold the shared cache, or null when it can. */
export function redisProblem(env?: NodeJS.ProcessEnv): Promise<string | null>;
