import { useLiveQuery } from 'dexie-react-hooks'
import * as v from 'valibot'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { PropertySettings } from '@/api/contract/property'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { addDays } from '@/domain/dates'
import { SCHEMA_VERSION, deviceDb, type DeviceDb, type ReservationRecord } from './db'
import { keepDataOnDevice } from './persistence'

/**
 * Saved stays: a copy of each reservation the guest made or opened on this device, for "My stays" and for
 * reading a booking with no network (in a lift, abroad). Only what the guest needs at the desk is kept:
 * reference, dates, rooms, guests, totals, the hotel's contact details and the links back. Kept until
 * KEEP_DAYS after departure, then removed at the next start.
 *
 * A stay belongs to whoever first kept it on this device: saved while logged in, it carries the account's
 * e-mail and goes when that account logs out; saved as a guest, it stays. Opening it again refreshes the copy
 * and keeps its owner and any link the new copy does not know (decision 0034).
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

/** The hotel's details a stay keeps for the guest (from the property settings). */
export type StayProperty = Pick<
  PropertySettings,
  'PropertyCode' | 'PropertyName' | 'PropertyAddress' | 'Telephone' | 'Email'
>

/**
 * The copy kept when a reservation is opened by its manage booking or pre-check-in link: the same code opens
 * both. The confirmation link is not known here (a copy taken at booking keeps it).
 */
export function stayFromReservation(r: ManagedReservation, property: StayProperty): SavedStay {
  const code = property.PropertyCode
  // A cancelled room is history; all of them show when the whole booking is cancelled.
  const items = r.IsCancelled ? r.ReservationItems : r.ReservationItems.filter((i) => !i.IsCancelled)
  const name = (p: { FirstName: string; LastName: string } | null | undefined) =>
    p ? `${p.FirstName} ${p.LastName}`.trim() : ''
  const reference = encodeURIComponent(r.ReferenceNumber)
  const access = encodeURIComponent(r.Code)
  return {
    propertyCode: code,
    propertyName: property.PropertyName,
    referenceNumber: r.ReferenceNumber,
    reservationNumber: r.ReservationNumber,
    arrival: r.DateFrom,
    departure: r.DateTo,
    cancelled: r.IsCancelled,
    bookerName: name(r.Booker) || name(items[0]?.Guests[0]),
    rooms: items.map((i) => ({
      name: i.RoomTypeName,
      adults: i.NumberOfAdults,
      children: i.NumberOfChildren,
      infants: i.NumberOfInfants,
      leadGuest: name(i.Guests[0]),
      extras: i.Services.filter((s) => s.Quantity > 0).map((s) =>
        s.Quantity > 1 ? `${s.ServiceName} × ${s.Quantity}` : s.ServiceName,
      ),
    })),
    total: r.TotalCost,
    paid: r.AmountPaid,
    currency: r.Currency,
    contact: {
      phone: property.Telephone || null,
      email: property.Email || null,
      address: property.PropertyAddress || null,
    },
    links: {
      manage: `/Manage/${code}/Reservation/${reference}/${access}`,
      preCheckIn: `/PreCheckIn/${code}/${reference}/${access}`,
      confirmation: null,
    },
    version: r.Version,
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

/**
 * Keeps a stay on the device, or refreshes the copy already kept: the first save decides the owner
 * (`accountEmail`, null as a guest), and links the new copy lacks are taken from the old one.
 */
export async function saveStay(
  stay: SavedStay,
  accountEmail: string | null = null,
  db: DeviceDb = deviceDb(),
): Promise<void> {
  const fresh = v.parse(SavedStay, stay)
  await db.transaction('rw', db.reservations, async () => {
    const before = await db.reservations.get(stayKey(fresh.propertyCode, fresh.referenceNumber))
    const kept = parseStay(before)
    const links = {
      manage: fresh.links.manage ?? kept?.links.manage ?? null,
      preCheckIn: fresh.links.preCheckIn ?? kept?.links.preCheckIn ?? null,
      confirmation: fresh.links.confirmation ?? kept?.links.confirmation ?? null,
    }
    await db.reservations.put(stayRecord({ ...fresh, links }, before ? before.accountEmail : accountEmail))
  })
  void keepDataOnDevice()
}

export async function readStay(key: string, db: DeviceDb = deviceDb()): Promise<SavedStay | undefined> {
  return parseStay(await db.reservations.get(key))
}

/** The stay kept under `key`, followed live; null when none is kept, `undefined` while loading. */
export function useSavedStay(key: string): SavedStay | null | undefined {
  return useLiveQuery(async () => (await readStay(key)) ?? null, [key])
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

/** Removes stays whose departure is more than KEEP_DAYS_AFTER_DEPARTURE days before `today`. */
export async function removePastStays(today: string, db: DeviceDb = deviceDb()): Promise<number> {
  const cutoff = addDays(today, -KEEP_DAYS_AFTER_DEPARTURE)
  return db.reservations.where('departure').below(cutoff).delete()
}

function parseStay(record: ReservationRecord | undefined): SavedStay | undefined {
  if (!record || record.schemaVersion !== SCHEMA_VERSION) return undefined
  const parsed = v.safeParse(SavedStay, record.value)
  return parsed.success ? parsed.output : undefined
}
