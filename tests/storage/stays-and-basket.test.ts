import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { readBasket, removeExpiredBaskets, saveBasket } from '@/storage/basket'
import { DeviceDb } from '@/storage/db'
import { removeAccountData } from '@/storage/device'
import { saveDraft } from '@/storage/drafts'
import { readStay, removePastStays, saveStay, stayKey, type SavedStay } from '@/storage/stays'

let n = 0
const dbs: DeviceDb[] = []
function freshDb(): DeviceDb {
  const db = new DeviceDb(`stays-${++n}`)
  dbs.push(db)
  return db
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
})

function stay(overrides: Partial<SavedStay> = {}): SavedStay {
  return {
    propertyCode: 'HARBOUR',
    propertyName: 'Harbour Hotel',
    referenceNumber: 'REF1',
    reservationNumber: '10001',
    arrival: '2026-03-12',
    departure: '2026-03-15',
    cancelled: false,
    bookerName: 'Ada Lovelace',
    rooms: [
      { name: 'Classic Double', adults: 2, children: 0, infants: 0, leadGuest: 'Ada Lovelace', extras: [] },
    ],
    total: 450,
    paid: 0,
    currency: 'GBP',
    contact: { phone: '+44 20 7946 0000', email: 'stay@harbour.example', address: null },
    links: { manage: null, preCheckIn: null, confirmation: null },
    version: 1,
    ...overrides,
  }
}

describe('saved stays', () => {
  it('keeps a stay until a week after departure', async () => {
    const db = freshDb()
    await saveStay(stay(), null, db)
    await saveStay(stay({ referenceNumber: 'REF2', departure: '2026-03-20' }), null, db)
    expect(await removePastStays('2026-03-22', db)).toBe(0)
    expect(await removePastStays('2026-03-23', db)).toBe(1)
    expect(await readStay(stayKey('HARBOUR', 'REF1'), db)).toBeUndefined()
    expect((await readStay(stayKey('HARBOUR', 'REF2'), db))?.departure).toBe('2026-03-20')
  })

  it('removes the stays and booker drafts of an account at logout, keeping stays booked as a guest', async () => {
    const db = freshDb()
    await saveStay(stay(), null, db)
    await saveStay(stay({ referenceNumber: 'REF2' }), 'ada@example.com', db)
    await saveDraft('booker:HARBOUR', { firstName: 'Ada' }, db)
    await removeAccountData(db)
    expect(await db.reservations.toCollection().primaryKeys()).toEqual([stayKey('HARBOUR', 'REF1')])
    expect(await db.drafts.count()).toBe(0)
  })

  it('refuses to save a stay that does not have the saved shape', async () => {
    const db = freshDb()
    await expect(saveStay({ ...stay(), total: 'lots' } as unknown as SavedStay, null, db)).rejects.toThrow()
  })
})

describe('durable basket', () => {
  const Session = v.object({ stage: v.string() })

  it('resumes a basket until its arrival day has passed', async () => {
    const db = freshDb()
    await saveBasket('HARBOUR', '2026-03-12', { stage: 'Checkout' }, db)
    expect((await readBasket('HARBOUR', '2026-03-12', Session, db))?.session).toEqual({ stage: 'Checkout' })
    expect(await readBasket('HARBOUR', '2026-03-13', Session, db)).toBeUndefined()
    expect(await db.basket.count()).toBe(0)
  })

  it('removes expired baskets at start and never stores card data', async () => {
    const db = freshDb()
    await saveBasket('HARBOUR', '2026-03-01', { stage: 'Checkout' }, db)
    await saveBasket('CLIFFTOP', '2026-04-01', { stage: 'Checkout' }, db)
    await removeExpiredBaskets('2026-03-10', db)
    expect(await db.basket.toCollection().primaryKeys()).toEqual(['CLIFFTOP'])
    await expect(
      saveBasket('HARBOUR', '2026-04-01', { booker: { CardNumber: '4111111111111111' } }, db),
    ).rejects.toThrow()
  })
})
