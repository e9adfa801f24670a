import { foldText } from '../text/fold';

/**
 * The form in which search text is compared: accents and case folded, anything that is not a letter or
 * digit read as a space ('Sint-Idesbald' = 'sint idesbald', 'Oostende [8400]' = 'oostende 8400').
 */
export function normalizeSearchText(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return foldText(String(text))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
