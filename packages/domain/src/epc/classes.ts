/**
 * Every EPC class of the three regional scales, best first. Codes are the spec's ('a_sub' is A-);
 * Flanders uses a_plus..f, Wallonia a_plusplus..g, Brussels a_plus..g with plus/minus steps.
 */
export const EPC_CLASSES = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_sub',
  'b_plus',
  'b',
  'b_sub',
  'c_plus',
  'c',
  'c_sub',
  'd_plus',
  'd',
  'd_sub',
  'e_plus',
  'e',
  'e_sub',
  'f_plus',
  'f',
  'f_sub',
  'g',
] as const;

export type EpcClass = (typeof EPC_CLASSES)[number];

export function isEpcClass(value: unknown): value is EpcClass {
  return typeof value === 'string' && (EPC_CLASSES as readonly string[]).includes(value);
}

/** The letter of a class ('e_plus' → 'E'): rules such as the renovation notice speak of letters. */
export function epcLetter(cls: EpcClass): string {
  return cls.charAt(0).toUpperCase();
}

/** How a class is written on a label: 'a_plusplus' → 'A++', 'a_plus' → 'A+', 'a_sub' → 'A-'. */
export function epcDisplayText(cls: EpcClass): string {
  const letter = epcLetter(cls);
  if (cls.endsWith('_plusplus')) return `${letter}++`;
  if (cls.endsWith('_plus')) return `${letter}+`;
  if (cls.endsWith('_sub')) return `${letter}-`;
  return letter;
}
