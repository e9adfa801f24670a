import type { Core } from '@strapi/strapi';
import type { ContactTimeSlotId } from '@coast/domain';

/** Visits booked per listing, day and slot when staff have not set it (Appointment settings in the admin). */
export const DEFAULT_CAPACITY_PER_SLOT = 4;

/** One booking's place: the listing (its row id), the day and the slot. */
export interface SlotKey {
  readonly listingRowId: number;
  readonly date: string;
  readonly slot: ContactTimeSlotId;
}

/** The capacity staff set (read before the booking's transaction: SQLite has one connection, held by it). */
export async function capacityPerSlot(strapi: Core.Strapi): Promise<number> {
  const settings: { capacityPerSlot?: number | null } | null = await strapi.db
    .query('api::appointment-setting.appointment-setting')
    .findOne({ select: ['capacityPerSlot'] });
  const value = settings?.capacityPerSlot;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_CAPACITY_PER_SLOT;
}

/**
 * Whether the slot has a place left, counted inside the transaction that then stores the booking: the
 * confirmed bookings of the same listing, day and slot. Race-safe: on PostgreSQL a transaction-scoped
 * advisory lock on the slot makes a second booking of the same slot wait until the first has committed
 * (READ COMMITTED then counts it); on SQLite the one connection already runs transactions one at a time.
 * So two visitors taking the last place at once: one is stored, the other counted full.
 */
export async function hasPlaceLeft(strapi: Core.Strapi, trx: unknown, key: SlotKey, capacity: number): Promise<boolean> {
  if (capacity <= 0) return false;
  if (strapi.db.dialect.client === 'postgres') {
    const lock = strapi.db.connection.raw('select pg_advisory_xact_lock(hashtext(?))', [`appointment:${key.listingRowId}:${key.date}:${key.slot}`]);
    await lock.transacting(trx as Parameters<typeof lock.transacting>[0]);
  }
  const booked = await strapi.db.query('api::submission.submission').count({
    where: { form: 'contact-appointment', state: 'confirmed', listing: { id: key.listingRowId }, appointmentDate: key.date, appointmentSlot: key.slot },
  });
  return booked < capacity;
}
