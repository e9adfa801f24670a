import { FORM_BODY_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from '@coast/domain';

/**
 * The most bytes each kind of route reads of a request's body (read-body.ts cuts there while reading).
 * Visitors' JSON (forms, owner login, search alerts): the forms' own limit. A page's beacon or a
 * one-click unsubscribe carries next to nothing. The CMS's webhook carries an entry with its fields.
 */
export const BODY_LIMITS = {
  form: FORM_BODY_MAX_BYTES,
  beacon: 1024,
  webhook: 1024 * 1024,
  upload: UPLOAD_REQUEST_MAX_BYTES,
} as const;

/**
 * What Next buffers of a body for the proxy (src/proxy.ts) before the route reads it; past it Next
 * discards the rest and hands the route a cut body. One byte over the largest limit of a proxied route,
 * so a cut body is always over its route's limit (a 413), never a shorter body taken as whole.
 */
export const PROXY_BODY_BUFFER_BYTES = BODY_LIMITS.webhook + 1;
