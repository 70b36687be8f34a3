import Dexie, { type Table } from 'dexie'

/**
 * The device database: the only place the app keeps data that must outlive the tab (docs/architecture.md#device-storage).
 * Every record carries `schemaVersion`, and readers validate what they get back, because a record written by
 * an older app version (or a hand-edited one) must never crash a screen: an unreadable record is skipped.
 *
 * Durability is "strict" for every transaction: Chrome's default "relaxed" may lose the last writes on a power
 * cut, and a queued change that vanishes after "Saved on this phone" is the one failure we can't have.
 *
 * Trap: never `await fetch(...)` inside a Dexie transaction; IndexedDB commits a transaction as soon as it has
 * no pending requests, so the next write throws PrematureCommitError (docs/toolchain.md#dexie).
 */

export const SCHEMA_VERSION = 1

/** The booking in progress for one property, as the guest left it (no card data, no passwords). */
export type BasketRecord = {
  propertyCode: string
  schemaVersion: number
  /** The basket is dropped once this day has passed (the guest would have to search again anyway). */
  arrival: string
  savedAt: number
  session: unknown
}

/** Form input kept as it is typed (pre-check-in steps, booker details), keyed by what it belongs to. */
export type DraftRecord = {
  key: string
  schemaVersion: number
  updatedAt: number
  value: unknown
}

/** A copy of a reservation the guest made or opened, for "My stays" and offline reading. */
export type ReservationRecord = {
  /** `${propertyCode}/${referenceNumber}` */
  key: string
  schemaVersion: number
  propertyCode: string
  referenceNumber: string
  /** Removed some days after this day. */
  departure: string
  savedAt: number
  /** The account that opened it, so logging out removes it; null when booked as a guest. */
  accountEmail: string | null
  value: unknown
}

export const OUTBOX_STATES = ['waiting', 'sent', 'rejected'] as const
export type OutboxState = (typeof OUTBOX_STATES)[number]

/** A change waiting to be sent, or the record of how sending it ended. */
export type OutboxRecord = {
  seq?: number
  schemaVersion: number
  kind: string
  /** Changes to one reservation are sent in `seq` order, one at a time. */
  reservationKey: string
  path: string
  body: Record<string, unknown>
  /** Made before the first attempt and never changed: the server applies each key once. */
  idempotencyKey: string
  /** The reservation Version the guest's copy had when the change was made; null for unversioned calls. */
  baseVersion: number | null
  /** The Version actually sent, fixed at the first attempt so every retry sends byte-identical bodies. */
  sentVersion: number | null
  /** The Version the server answered with once applied. */
  resultVersion: number | null
  state: OutboxState
  attempts: number
  nextAttemptAt: number
  createdAt: number
  settledAt: number | null
  response: unknown
  rejection: { status: number; body: unknown } | null
  /** The draft this change came from; it is removed when the change is sent, unless edited since. */
  draftKey: string | null
  /** The draft's updatedAt when the change was queued. */
  draftStamp: number | null
}

export type MetaRecord = { key: string; value: unknown }

export class DeviceDb extends Dexie {
  basket!: Table<BasketRecord, string>
  drafts!: Table<DraftRecord, string>
  reservations!: Table<ReservationRecord, string>
  outbox!: Table<OutboxRecord, number>
  meta!: Table<MetaRecord, string>

  constructor(name: string) {
    super(name, { chromeTransactionDurability: 'strict' })
    this.version(1).stores({
      basket: 'propertyCode, arrival',
      drafts: 'key, updatedAt',
      reservations: 'key, departure, accountEmail',
      outbox: '++seq, reservationKey, state',
      meta: 'key',
    })
  }
}

export const DEVICE_DB_NAME = 'booking-engine'

let shared: DeviceDb | undefined

/** The app's one database connection (tests make their own with `new DeviceDb(name)`). */
export function deviceDb(): DeviceDb {
  shared ??= new DeviceDb(DEVICE_DB_NAME)
  return shared
}
