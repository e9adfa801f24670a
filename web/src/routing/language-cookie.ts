/**
 * The name the visitor's chosen language is kept under, in local storage and in a cookie (see
 * remembered-language.ts); apart so the client island that writes them carries nothing else.
 */
export const LANGUAGE_MEMORY_NAME = 'coast.language';

/** A year: the cookie outlives a visit but not the local storage it mirrors. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
