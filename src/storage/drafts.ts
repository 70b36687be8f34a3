import { useLiveQuery } from 'dexie-react-hooks'
import * as v from 'valibot'
import { SCHEMA_VERSION, deviceDb, type DeviceDb } from './db'

/**
 * Drafts: form input kept as it is typed, so a reload, a crash or a dead battery never loses it. A draft is
 * validated with the caller's schema when read back; one that no longer fits (an older app wrote it) reads as
 * absent rather than breaking the form. Card numbers and security codes must never be passed in here: callers
 * strip them, and `saveDraft` refuses values that look like they carry them (a second line of defence).
 */

const CARD_FIELDS = /^(cardnumber|cvv|cvc|cv2|securitycode|securitynumber|password|newpassword)$/i

export async function saveDraft(key: string, value: unknown, db: DeviceDb = deviceDb()): Promise<void> {
  assertNoCardData(value)
  await db.drafts.put({ key, schemaVersion: SCHEMA_VERSION, updatedAt: Date.now(), value })
}

export async function readDraft<S extends v.GenericSchema>(
  key: string,
  schema: S,
  db: DeviceDb = deviceDb(),
): Promise<v.InferOutput<S> | undefined> {
  const record = await db.drafts.get(key)
  return parseDraft(record?.schemaVersion === SCHEMA_VERSION ? record.value : undefined, schema)
}

export async function removeDraft(key: string, db: DeviceDb = deviceDb()): Promise<void> {
  await db.drafts.delete(key)
}

/**
 * The draft as it is now, following every write (from this tab or another). `undefined` while loading,
 * `null` when there is no usable draft.
 */
export function useDraft<S extends v.GenericSchema>(
  key: string,
  schema: S,
): v.InferOutput<S> | null | undefined {
  return useLiveQuery(async () => {
    const record = await deviceDb().drafts.get(key)
    return parseDraft(record?.schemaVersion === SCHEMA_VERSION ? record.value : undefined, schema) ?? null
  }, [key, schema])
}

function parseDraft<S extends v.GenericSchema>(value: unknown, schema: S): v.InferOutput<S> | undefined {
  if (value === undefined) return undefined
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : undefined
}

/** Throws when a value carries a field named like card data; drafts and the outbox call it before writing. */
export function assertNoCardData(value: unknown, path = ''): void {
  if (value === null || typeof value !== 'object') return
  for (const [name, inner] of Object.entries(value)) {
    if (CARD_FIELDS.test(name) && inner !== null && inner !== undefined && inner !== '') {
      throw new Error(`Refusing to store ${path}${name} on this device.`)
    }
    assertNoCardData(inner, `${path}${name}.`)
  }
}
