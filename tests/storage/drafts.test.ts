import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { DeviceDb } from '@/storage/db'
import { assertNoCardData, readDraft, removeDraft, saveDraft } from '@/storage/drafts'

const Guest = v.object({ firstName: v.string(), lastName: v.string() })
let n = 0
const dbs: DeviceDb[] = []
function freshDb(): DeviceDb {
  const db = new DeviceDb(`drafts-${++n}`)
  dbs.push(db)
  return db
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
})

describe('drafts', () => {
  it('reads back what was saved, validated by the caller’s schema', async () => {
    const db = freshDb()
    await saveDraft('preCheckIn:HARBOUR:ABC', { firstName: 'Ada', lastName: 'Lovelace' }, db)
    expect(await readDraft('preCheckIn:HARBOUR:ABC', Guest, db)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    await removeDraft('preCheckIn:HARBOUR:ABC', db)
    expect(await readDraft('preCheckIn:HARBOUR:ABC', Guest, db)).toBeUndefined()
  })

  it('reads a draft that no longer fits its schema as absent instead of breaking the form', async () => {
    const db = freshDb()
    await saveDraft('k', { firstName: 3 }, db)
    expect(await readDraft('k', Guest, db)).toBeUndefined()
  })

  it('refuses card numbers, security codes and passwords at any depth', async () => {
    const db = freshDb()
    await expect(saveDraft('k', { payment: { CardNumber: '4242424242424242' } }, db)).rejects.toThrow(
      /payment\.CardNumber/,
    )
    expect(() => assertNoCardData({ guests: [{ SecurityCode: '123' }] })).toThrow()
    expect(() => assertNoCardData({ password: 'hunter2hunter2!' })).toThrow()
    // Empty card fields (a form's initial state) and ordinary numbers are fine.
    expect(() => assertNoCardData({ CardNumber: '', Phone: '4242424242424242', Number: 12 })).not.toThrow()
  })
})
