import type { FormMessageKey } from './messages';
import { FORM_BODY_MAX_BYTES } from './submission';
import type { FormId } from './form-ids';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './upload-limits';

export { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './upload-limits';

/** The forms that take documents, sent as multipart/form-data (all others post JSON). */
export const UPLOAD_FORMS = ['rental-application'] as const satisfies readonly FormId[];
export type UploadForm = (typeof UPLOAD_FORMS)[number];

export function takesUploads(form: unknown): form is UploadForm {
  return typeof form === 'string' && (UPLOAD_FORMS as readonly string[]).includes(form);
}

/** The multipart parts: the JSON envelope (locale, captcha, fields: what other forms post as their body) and the files. */
export const UPLOAD_ENVELOPE_PART = 'envelope';
export const UPLOAD_FILES_PART = 'documents';

/** The largest multipart body a form endpoint reads: every file full, the envelope, and room for the parts' headers. */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + FORM_BODY_MAX_BYTES + 64 * 1024;

/** The kinds of document taken: the extensions a name may end in (browser check) and the type a download is served as. */
export const UPLOAD_TYPES = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf', label: 'PDF' },
  jpeg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', label: 'JPEG' },
  png: { extensions: ['png'], mime: 'image/png', label: 'PNG' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_TYPE_IDS = Object.keys(UPLOAD_TYPES) as UploadType[];

/** The file input's `accept`: the extensions and the types, so the picker offers these files first. */
export const UPLOAD_ACCEPT = UPLOAD_TYPE_IDS.flatMap((type) => [...UPLOAD_TYPES[type].extensions.map((e) => `.${e}`), UPLOAD_TYPES[type].mime]).join(',');

/** A document as the browser knows it before sending: its name and size. */
export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Whether a name ends in an extension of a kind taken (the browser's check; the server reads the content). */
export function hasUploadExtension(name: string): boolean {
  const extension = extensionOf(name);
  return UPLOAD_TYPE_IDS.some((type) => (UPLOAD_TYPES[type].extensions as readonly string[]).includes(extension));
}

/**
 * The browser's check of the chosen documents (a FileList, an array, or nothing chosen): the message key
 * of the first problem (too many, one too large, one not of a kind taken by its name), or null.
 */
export function documentsProblem(value: unknown): FormMessageKey | null {
  const files = candidates(value);
  if (files.length > UPLOAD_MAX_FILES) return 'tooManyFiles';
  if (files.some((file) => file.size > UPLOAD_MAX_BYTES)) return 'fileTooLarge';
  if (files.some((file) => file.size === 0 || !hasUploadExtension(file.name))) return 'fileType';
  return null;
}

/** The documents of a form's value: a FileList and an array both have a length and numbered items. */
function candidates(value: unknown): UploadCandidate[] {
  if (!value || typeof value !== 'object' || !('length' in value) || typeof value.length !== 'number') return [];
  return Array.from(value as ArrayLike<unknown>).filter(
    (item): item is UploadCandidate =>
      Boolean(item) && typeof item === 'object' && typeof (item as UploadCandidate).name === 'string' && typeof (item as UploadCandidate).size === 'number',
  );
}
