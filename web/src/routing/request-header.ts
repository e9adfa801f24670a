/** Set by src/proxy.ts on every request: the path the visitor asked for. */
export const REQUEST_PATH_HEADER = 'x-coast-pathname';
