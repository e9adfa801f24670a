import { headers } from 'next/headers';

import { REQUEST_PATH_HEADER } from './request-header';

/** The requested path (server components only; layouts and not-found screens get no params). */
export async function requestPath(): Promise<string> {
  return (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
}
