import type { Core } from '@strapi/strapi';
import { takesUploads, UPLOAD_FILES_PART, UPLOAD_REQUEST_MAX_BYTES, type UploadForm } from '@coast/domain';
import { admitPost } from '../forms/admit';
import { hashAddress } from '../forms/client-address';
import { formsConfig } from '../forms/config';
import { submitForm } from '../forms/submit';
import { receivePost } from '../uploads/receive';
import { ensureUploadsDir, removeDocuments } from '../uploads/storage';

type Context = Parameters<Core.MiddlewareHandler>[0];

const FORM_PATH = /^\/api\/forms\/([a-z0-9-]+)\/?$/;

/** The form of a multipart post to a form that takes documents, else null (the request goes on as usual). */
function uploadFormOf(ctx: Context): UploadForm | null {
  if (ctx.method !== 'POST' || !ctx.is('multipart/form-data')) return null;
  const form = FORM_PATH.exec(ctx.path)?.[1];
  return takesUploads(form) ? form : null;
}

/**
 * POST /api/forms/{form} as multipart/form-data, for the forms that take documents (the rental
 * application). Answered here, before strapi::body, which would otherwise spool every file of any size
 * to the temporary directory before any check: this reads the stream itself under the uploads' limits
 * (uploads/receive.ts: the type from the content, 10 MB a file, 5 files), then checks and stores the
 * request as the JSON endpoint does (forms/submit.ts), with the documents. Same rate limit, same
 * answers: 201, or a 4xx with message keys per field (`documents` for the files).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    const form = uploadFormOf(ctx);
    if (!form) return next();
    const settings = formsConfig((message) => strapi.log.warn(message));
    ctx.set('Cache-Control', 'no-store');
    if (Number(ctx.get('content-length')) > UPLOAD_REQUEST_MAX_BYTES) {
      // Nothing read: the connection is closed after the answer rather than reading what was announced.
      ctx.set('Connection', 'close');
      ctx.status = 413;
      ctx.body = { ok: false, reason: 'tooLarge', errors: { [UPLOAD_FILES_PART]: 'fileTooLarge' } };
      return;
    }
    const address = admitPost(ctx, settings, form);
    if (address === null) return;

    const dir = await ensureUploadsDir(strapi);
    const received = await receivePost(ctx.req, dir);
    if (!received.ok) {
      ctx.status = received.status;
      ctx.body = { ok: false, reason: received.reason, errors: received.errors };
      return;
    }
    let stored = false;
    try {
      const outcome = await submitForm(strapi, settings, form, received.envelope, hashAddress(address, settings.hashSalt), received.documents);
      stored = outcome.status === 201;
      ctx.status = outcome.status;
      ctx.body = outcome.body;
    } finally {
      if (!stored) await removeDocuments(dir, received.documents);
    }
  };
};
