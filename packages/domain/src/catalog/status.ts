import { parseFeedCode } from './feed-code';

/** The feed's Status codes (Omnicasa). */
export const STATUS_CODES = {
  prospective: 0,
  active: 1,
  sold: 2,
  cancelled: 3,
  rented: 4,
  inactive: 5,
  reference: 6,
} as const;

export type ListingStatus = keyof typeof STATUS_CODES;

/** A public site shows active listings and, as "sold"/"rented" pages, sold and rented ones. */
export const PUBLIC_STATUS_CODES: readonly number[] = [STATUS_CODES.active, STATUS_CODES.sold, STATUS_CODES.rented];

export function parseStatus(value: unknown): ListingStatus | null {
  if (typeof value === 'string' && Object.hasOwn(STATUS_CODES, value)) return value as ListingStatus;
  const code = parseFeedCode(value);
  const entry = Object.entries(STATUS_CODES).find(([, c]) => c === code);
  return entry ? (entry[0] as ListingStatus) : null;
}

/** Whether a listing of this status may appear on the public site (1, 2 and 4). */
export function isPublicStatus(value: unknown): boolean {
  const status = parseStatus(value);
  return status !== null && PUBLIC_STATUS_CODES.includes(STATUS_CODES[status]);
}
