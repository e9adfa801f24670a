import type { UploadType } from '@coast/domain';

/**
 * What a visitor's document is, from its content alone (never its name or the type the browser
 * declared): the first bytes say PDF, JPEG or PNG; a ZIP is a DOCX only when its entries are Word's
 * (`[Content_Types].xml` and the `word/` folder), read from the archive's central directory.
 */

/** Bytes a file must have for its first bytes to be judged. */
export const HEAD_BYTES = 8;

const MAGIC: ReadonlyArray<{ readonly type: UploadType | 'zip'; readonly bytes: readonly number[] }> = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4: a DOCX, or any other archive
];

/** The kind the first bytes announce ('zip': look at the entries), or null: not a kind taken. */
export function typeFromHead(head: Uint8Array): UploadType | 'zip' | null {
  return MAGIC.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte))?.type ?? null;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record (22 bytes) and the longest comment it may carry. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;
/** A DOCX's directory is a few kilobytes; a larger one is not read. */
const DIRECTORY_MAX_BYTES = 1024 * 1024;

/** Where the central directory is, from the archive's last bytes (`tail`, ending at `size`), or null. */
export function zipDirectoryRange(tail: Buffer, size: number): { readonly offset: number; readonly length: number } | null {
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const length = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    // ZIP64 (0xffffffff) and ranges outside the file are not a 10 MB Word document.
    if (length === 0 || length > DIRECTORY_MAX_BYTES || offset + length > size) return null;
    return { offset, length };
  }
  return null;
}

/** The entry names of a central directory. */
export function zipEntryNames(directory: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 46 <= directory.length && directory.readUInt32LE(at) === DIRECTORY_ENTRY) {
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.toString('utf8', at + 46, Math.min(directory.length, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Whether an archive's entries are a Word document's. */
export function isDocxEntries(names: readonly string[]): boolean {
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}
