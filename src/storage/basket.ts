import * as v from 'valibot'
import { SCHEMA_VERSION, deviceDb, type DeviceDb } from './db'
import { assertNoCardData } from './drafts'

/**
 * The durable basket: the booking in progress for a property, mirrored here on every change so a reload, a
 * crash or reopening the app later resumes where the guest was. A basket whose arrival day has passed is of
 * no use (those nights can't be booked any more) and reads as absent, and is removed.
 */

export async function saveBasket(
  propertyCode: string,
  arrival: string,
  session: unknown,
  db: DeviceDb = deviceDb(),
): Promise<void> {
  assertNoCardData(session)
  await db.basket.put({ propertyCode, schemaVersion: SCHEMA_VERSION, arrival, savedAt: Date.now(), session })
}

export async function readBasket<S extends v.GenericSchema>(
  propertyCode: string,
  today: string,
  schema: S,
  db: DeviceDb = deviceDb(),
): Promise<{ session: v.InferOutput<S>; savedAt: number } | undefined> {
  const record = await db.basket.get(propertyCode)
  if (!record) return undefined
  if (record.arrival < today || record.schemaVersion !== SCHEMA_VERSION) {
    await db.basket.delete(propertyCode)
    return undefined
  }
  const parsed = v.safeParse(schema, record.session)
  return parsed.success ? { session: parsed.output, savedAt: record.savedAt } : undefined
}

export async function removeBasket(propertyCode: string, db: DeviceDb = deviceDb()): Promise<void> {
  await db.basket.delete(propertyCode)
}

/** Drops every basket whose arrival day has passed (run at start). */
export async function removeExpiredBaskets(today: string, db: DeviceDb = deviceDb()): Promise<void> {
  await db.basket.where('arrival').below(today).delete()
}
