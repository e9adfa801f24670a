import { isEpcClass, type EpcClass } from './classes';

/**
 * Reads the feed's EPCLabelText ('A+', 'B', ' c ', 'A++', 'B-', 'Label C', or a class code such as
 * 'a_plus') into a class. Dashes of any kind count as minus. Unreadable text: null.
 */
export function parseEpcLabelText(text: unknown): EpcClass | null {
  if (typeof text !== 'string') return null;
  const raw = text.trim().toLowerCase();
  if (isEpcClass(raw)) return raw;
  const compact = raw
    .replace(/^(?:(?:epc|peb|label|klasse|classe|class)[\s:-]*)+/, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, '');
  const match = /^([a-g])(\+\+|\+|-)?$/.exec(compact);
  if (!match) return null;
  const suffix = match[2] === '++' ? '_plusplus' : match[2] === '+' ? '_plus' : match[2] === '-' ? '_sub' : '';
  const cls = `${match[1]}${suffix}`;
  return isEpcClass(cls) ? cls : null;
}
