import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import {
  FORM_BODY_MAX_BYTES,
  UPLOAD_ENVELOPE_PART,
  UPLOAD_FILES_PART,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type FormMessageKey,
  type UploadType,
} from '@coast/domain';
import { HEAD_BYTES, isDocxEntries, typeFromHead, ZIP_TAIL_BYTES, zipDirectoryRange, zipEntryNames } from './content-type';
import type { StoredDocument } from './storage';

/** A multipart post read: its envelope (what other forms post as JSON) and its documents, on disk; or why it was refused. */
export type ReceivedPost =
  | { readonly ok: true; readonly envelope: unknown; readonly documents: readonly StoredDocument[] }
  | {
      readonly ok: false;
      /** 400, 413: the visitor's post; 503: the CMS could not write a file (the site says "not sent, try again"). */
      readonly status: 400 | 413 | 503;
      readonly reason: 'invalid' | 'tooLarge' | 'failed';
      readonly errors: Readonly<Record<string, FormMessageKey>>;
    };

type Refusal = Extract<ReceivedPost, { ok: false }>;
const REASONS = { 400: 'invalid', 413: 'tooLarge', 503: 'failed' } as const;
const refusal = (status: 400 | 413 | 503, key?: FormMessageKey): Refusal => ({
  ok: false,
  status,
  reason: REASONS[status],
  errors: key ? { [UPLOAD_FILES_PART]: key } : {},
});

/** A file name as a person may see it: one line, no control or direction characters, no folders, at most 150 characters. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069/\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(-150).join('') || 'document';
}

/** Whether a ZIP on disk is a Word document, from its central directory. */
export async function isDocxFile(file: string, size: number): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const tailLength = Math.min(size, ZIP_TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const range = zipDirectoryRange(tail, size);
    if (!range) return false;
    const directory = Buffer.alloc(range.length);
    await handle.read(directory, 0, range.length, range.offset);
    return isDocxEntries(zipEntryNames(directory));
  } finally {
    await handle.close();
  }
}

/**
 * Reads a multipart post as it streams in, under the limits of @coast/domain's uploads: one envelope
 * part (JSON, at most FORM_BODY_MAX_BYTES), at most UPLOAD_MAX_FILES documents of at most
 * UPLOAD_MAX_BYTES, each written to `dir` under a random name as it arrives (never held whole in
 * memory). A document whose first bytes are not a PDF, JPEG, PNG or ZIP is refused as soon as they
 * arrive, one over the size as soon as it passes it: the answer does not wait for the rest of the body,
 * which is read and dropped, never kept. A ZIP is kept only when its entries make it a DOCX. On a
 * refusal every file written is deleted.
 */
export function receivePost(request: IncomingMessage, dir: string): Promise<ReceivedPost> {
  return new Promise((resolve) => {
    const written: Array<{ readonly file: string; readonly out: fs.WriteStream }> = [];
    const documents: Array<Promise<StoredDocument | null>> = [];
    let envelope: unknown;
    let settled = false;

    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: request.headers as BusboyHeaders,
        limits: {
          files: UPLOAD_MAX_FILES,
          fileSize: UPLOAD_MAX_BYTES,
          fields: 2,
          fieldSize: FORM_BODY_MAX_BYTES,
          // Room for the envelope and a stray field, so a sixth document is reported as one too many.
          parts: UPLOAD_MAX_FILES + 3,
          headerPairs: 20,
        },
      });
    } catch {
      request.resume();
      resolve(refusal(400));
      return;
    }

    const discard = async () => {
      await Promise.all(
        written.map(async ({ file, out }) => {
          // Closed first: a file still being opened would otherwise be created after its deletion.
          if (!out.closed) {
            out.destroy();
            await once(out, 'close').catch(() => undefined);
          }
          await fs.promises.rm(file, { force: true });
        }),
      );
    };

    const refuse = (answer: Refusal) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      request.resume(); // the rest of the body is read and dropped
      void discard().finally(() => resolve(answer));
    };

    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (name !== UPLOAD_ENVELOPE_PART) return;
      if (valueTruncated) return refuse(refusal(413));
      try {
        envelope = JSON.parse(value);
      } catch {
        envelope = null; // the envelope's check answers 400 with its messages
      }
    });

    parser.on('file', (name: string, stream: Readable & { truncated?: boolean }, filename: string | undefined) => {
      if (settled || name !== UPLOAD_FILES_PART) {
        stream.resume();
        return;
      }
      const id = crypto.randomBytes(16).toString('hex');
      const file = path.join(dir, id);
      const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
      written.push({ file, out });
      documents.push(
        new Promise<StoredDocument | null>((done) => {
          let head = Buffer.alloc(0);
          let kind: UploadType | 'zip' | null | undefined;
          let size = 0;
          const stop = (answer: Refusal) => {
            stream.resume();
            refuse(answer);
            done(null);
          };
          out.on('error', () => stop(refusal(503)));
          stream.on('error', () => stop(refusal(400)));
          stream.on('limit', () => stop(refusal(413, 'fileTooLarge')));
          stream.on('data', (chunk: Buffer) => {
            if (settled) return;
            size += chunk.length;
            if (kind === undefined && head.length < HEAD_BYTES) {
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
              if (head.length >= HEAD_BYTES) {
                kind = typeFromHead(head);
                if (kind === null) return stop(refusal(400, 'fileType'));
              }
            }
            if (!out.write(chunk)) {
              stream.pause();
              out.once('drain', () => stream.resume());
            }
          });
          stream.on('end', () => {
            if (settled || stream.truncated) return;
            kind ??= typeFromHead(head);
            if (kind === null || size === 0) return stop(refusal(400, 'fileType'));
            const known = kind;
            out.end(() => {
              void (async () => {
                const type = known === 'zip' ? ((await isDocxFile(file, size).catch(() => false)) ? 'docx' : null) : known;
                if (settled) return done(null);
                if (!type) return stop(refusal(400, 'fileType'));
                done({ id, name: cleanFileName(filename), type, size });
              })();
            });
          });
        }),
      );
    });

    parser.on('filesLimit', () => refuse(refusal(400, 'tooManyFiles')));
    parser.on('partsLimit', () => refuse(refusal(400)));
    parser.on('fieldsLimit', () => refuse(refusal(400)));
    parser.on('error', () => refuse(refusal(400)));
    request.on('error', () => refuse(refusal(400)));
    request.on('aborted', () => refuse(refusal(400)));

    parser.on('finish', () => {
      void Promise.all(documents).then((received) => {
        if (settled) return;
        settled = true;
        resolve({ ok: true, envelope, documents: received.filter((d): d is StoredDocument => d !== null) });
      });
    });

    request.pipe(parser);
  });
}
