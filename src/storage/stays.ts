import { useLiveQuery } from 'dexie-react-hooks'
import * as v from 'valibot'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { addDays } from '@/domain/dates'
import { SCHEMA_VERSION, deviceDb, type DeviceDb, type ReservationRecord } from './db'
import { keepDataOnDevice } from './persistence'

/**
 * Saved stays: a copy of each reservation the guest made or opened on this device, for "My stays" and for
 * reading a booking with no network (in a lift, abroad). Only what the guest needs at the desk is kept:
 * reference, dates, rooms, guests, totals, the hotel's contact details and the links back. Kept until
 * KEEP_DAYS after departure, then removed at the next start.
 */

export const KEEP_DAYS_AFTER_DEPARTURE = 7

export const SavedStay = v.object({
  propertyCode: v.string(),
  propertyName: v.string(),
  referenceNumber: v.string(),
  /** The number the guest quotes to the hotel (may differ from the link reference). */
  reservationNumber: v.string(),
  arrival: v.string(),
  departure: v.string(),
  cancelled: v.boolean(),
  bookerName: v.string(),
  rooms: v.array(
    v.object({
      name: v.string(),
      adults: v.number(),
      children: v.number(),
      infants: v.number(),
      leadGuest: v.string(),
      extras: v.array(v.string()),
    }),
  ),
  /** Major units, as the API sends them. */
  total: v.number(),
  paid: v.number(),
  currency: v.string(),
  contact: v.object({
    phone: v.nullable(v.string()),
    email: v.nullable(v.string()),
    address: v.nullable(v.string()),
  }),
  links: v.object({
    manage: v.nullable(v.string()),
    preCheckIn: v.nullable(v.string()),
    confirmation: v.nullable(v.string()),
  }),
  /** The reservation's Version when this copy was taken (an outbox change is based on it). */
  version: v.nullable(v.number()),
})
export type SavedStay = v.InferOutput<typeof SavedStay>

/** The copy kept after a booking is confirmed (the confirmation page saves it). */
export function stayFromConfirmation(c: ReservationConfirmation): SavedStay {
  const code = c.PropertyCode
  return {
    propertyCode: code,
    propertyName: c.PropertyName,
    referenceNumber: c.ReferenceNumber,
    reservationNumber: c.ReferenceNumber,
    arrival: c.DateFrom,
    departure: c.DateTo,
    cancelled: false,
    bookerName: `${c.Booker.FirstName} ${c.Booker.LastName}`.trim(),
    rooms: c.Rooms.map((r) => ({
      name: r.RoomTypeName,
      adults: r.NumberOfAdults,
      children: r.NumberOfChildren,
      infants: r.NumberOfInfants,
      leadGuest: `${r.LeadGuest.FirstName} ${r.LeadGuest.LastName}`.trim(),
      extras: r.Services.map((s) => (s.Quantity > 1 ? `${s.ServiceName} × ${s.Quantity}` : s.ServiceName)),
    })),
    total: c.Totals.Total,
    paid: c.Totals.PaidNow,
    currency: c.Currency,
    contact: { phone: c.PropertyTelephone, email: c.PropertyEmail, address: c.PropertyAddress },
    links: {
      manage: `/Manage/${code}/Reservation/${c.ReferenceNumber}/${c.Code}`,
      preCheckIn: `/PreCheckIn/${code}/${c.ReferenceNumber}/${c.Code}`,
      confirmation: `/Book/${code}/Confirmation/${c.ConfirmationToken}`,
    },
    version: null,
  }
}

export function stayKey(propertyCode: string, referenceNumber: string): string {
  return `${propertyCode}/${referenceNumber}`
}

export function stayRecord(stay: SavedStay, accountEmail: string | null = null): ReservationRecord {
  return {
    key: stayKey(stay.propertyCode, stay.referenceNumber),
    schemaVersion: SCHEMA_VERSION,
    propertyCode: stay.propertyCode,
    referenceNumber: stay.referenceNumber,
    departure: stay.departure,
    savedAt: Date.now(),
    accountEmail,
    value: stay,
  }
}

export async function saveStay(
  stay: SavedStay,
  accountEmail: string | null = null,
  db: DeviceDb = deviceDb(),
): Promise<void> {
  await db.reservations.put(stayRecord(v.parse(SavedStay, stay), accountEmail))
  void keepDataOnDevice()
}

export async function readStay(key: string, db: DeviceDb = deviceDb()): Promise<SavedStay | undefined> {
  return parseStay(await db.reservations.get(key))
}

/** Saved stays, soonest arrival first; `undefined` while loading. */
export function useSavedStays(): SavedStay[] | undefined {
  return useLiveQuery(async () => {
    const records = await deviceDb().reservations.toArray()
    return records
      .map(parseStay)
      .filter((s): s is SavedStay => s !== undefined)
      .sort((a, b) => a.arrival.localeCompare(b.arrival))
  }, [])
}

export function useSavedStay(key: string): SavedStay | null | undefined {
  return useLiveQuery(async () => (await readStay(key)) ?? null, [key])
}

/** Removes stays whose departure is more than KEEP_DAYS_AFTER_DEPARTURE days before `today`. */
export async function removePastStays(today: string, db: DeviceDb = deviceDb()): Promise<number> {
  const cutoff = addDays(today, -KEEP_DAYS_AFTER_DEPARTURE)
  return db.reservations.where('departure').below(cutoff).delete()
}

export async function removeStay(key: string, db: DeviceDb = deviceDb()): Promise<void> {
  await db.reservations.delete(key)
}

function parseStay(record: ReservationRecord | undefined): SavedStay | undefined {
  if (!record || record.schemaVersion !== SCHEMA_VERSION) return undefined
  const parsed = v.safeParse(SavedStay, record.value)
  return parsed.success ? parsed.output : undefined
}
