/**
 * Documents a visitor sends with a form (a rental application's CV or proof of income): PDF,
 * JPEG, PNG or DOCX, at most 10 MB each and 5 in all. The browser checks the size and the extension as
 * a courtesy; the CMS decides from the content (cms/src/uploads/content-type.ts), never from the name
 * or the type the browser declared.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 5;
