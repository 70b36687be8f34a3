import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { readBasket, removeExpiredBaskets, saveBasket } from '@/storage/basket'
import { DeviceDb } from '@/storage/db'
import { removeAccountData } from '@/storage/device'
import { saveDraft } from '@/storage/drafts'
import { enqueueChange } from '@/storage/outbox'
import {
  readStay,
  removePastStays,
  saveStay,
  stayFromReservation,
  stayKey,
  type SavedStay,
} from '@/storage/stays'
import { item, reservation } from '../builders/managed-reservation'

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

  it('removes the manage and pre-check-in drafts of an account’s stays, unless a change from one waits', async () => {
    const db = freshDb()
    await saveStay(stay({ referenceNumber: 'REF1' }), 'ada@example.com', db)
    await saveStay(stay({ referenceNumber: 'REF2' }), 'ada@example.com', db)
    await saveStay(stay({ referenceNumber: 'REF3' }), null, db)
    for (const ref of ['REF1', 'REF2', 'REF3']) {
      await saveDraft(`manage:HARBOUR/${ref}`, { step: 'Booker' }, db)
      await saveDraft(`preCheckIn:HARBOUR/${ref}`, { step: 'Guest' }, db)
    }
    await enqueueChange(
      {
        kind: 'manageUpdate',
        reservationKey: 'HARBOUR/REF2',
        path: '/api/ManageBooking/Update',
        body: { ReferenceNumber: 'REF2' },
        baseVersion: 1,
        draftKey: 'manage:HARBOUR/REF2',
      },
      'key-1',
      Date.now(),
      {},
      db,
    )
    await removeAccountData(db)
    expect((await db.drafts.toCollection().primaryKeys()).sort()).toEqual([
      'manage:HARBOUR/REF2',
      'manage:HARBOUR/REF3',
      'preCheckIn:HARBOUR/REF2',
      'preCheckIn:HARBOUR/REF3',
    ])
    expect(await db.reservations.toCollection().primaryKeys()).toEqual([stayKey('HARBOUR', 'REF3')])
    expect(await db.outbox.count()).toBe(1)
  })

  it('refreshes a stay opened again, keeping its owner and the links the new copy lacks', async () => {
    const db = freshDb()
    const confirmation = '/Book/HARBOUR/Confirmation/token-1'
    await saveStay(
      stay({ links: { manage: null, preCheckIn: null, confirmation }, total: 450 }),
      'ada@example.com',
      db,
    )
    const manage = '/Manage/HARBOUR/Reservation/REF1/code'
    await saveStay(stay({ links: { manage, preCheckIn: null, confirmation: null }, total: 480 }), null, db)
    const record = await db.reservations.get(stayKey('HARBOUR', 'REF1'))
    expect(record?.accountEmail).toBe('ada@example.com')
    expect(await readStay(stayKey('HARBOUR', 'REF1'), db)).toMatchObject({
      total: 480,
      links: { manage, preCheckIn: null, confirmation },
    })
    // A stay first kept as a guest stays the guest's when opened again while logged in.
    await saveStay(stay({ referenceNumber: 'REF9' }), null, db)
    await saveStay(stay({ referenceNumber: 'REF9' }), 'ada@example.com', db)
    expect((await db.reservations.get(stayKey('HARBOUR', 'REF9')))?.accountEmail).toBeNull()
  })

  it('refuses to save a stay that does not have the saved shape', async () => {
    const db = freshDb()
    await expect(saveStay({ ...stay(), total: 'lots' } as unknown as SavedStay, null, db)).rejects.toThrow()
  })
})

describe('a stay opened by its manage or pre-check-in link', () => {
  const harbour = {
    PropertyCode: 'HARBOUR',
    PropertyName: 'Harbour House Hotel',
    PropertyAddress: '1 Quay Street, Falmouth',
    Telephone: '+44 1326 000000',
    Email: 'stay@harbour.example',
  }

  it('keeps what the guest needs at the desk, and both links of its code', () => {
    const r = reservation({
      ReferenceNumber: 'HH 1/2',
      ReservationNumber: 'R-77',
      Code: 'a+b/c',
      Version: 4,
      TotalCost: 530,
      AmountPaid: 100,
      ReservationItems: [
        item(1, {
          NumberOfAdults: 2,
          NumberOfChildren: 1,
          Guests: [{ IndividualId: 5, FirstName: 'Ada', LastName: 'Lovelace', Email: null, Phone: null }],
          Services: [
            { ...service('Breakfast'), Quantity: 2 },
            { ...service('Parking'), Quantity: 1 },
            { ...service('Flowers'), Quantity: 0 },
          ],
        }),
        item(2, { RoomTypeName: 'Twin Room', IsCancelled: true }),
      ],
    })
    expect(stayFromReservation(r, harbour)).toEqual({
      propertyCode: 'HARBOUR',
      propertyName: 'Harbour House Hotel',
      referenceNumber: 'HH 1/2',
      reservationNumber: 'R-77',
      arrival: r.DateFrom,
      departure: r.DateTo,
      cancelled: false,
      bookerName: 'Grace Hopper',
      rooms: [
        {
          name: 'Classic Double',
          adults: 2,
          children: 1,
          infants: 0,
          leadGuest: 'Ada Lovelace',
          extras: ['Breakfast × 2', 'Parking'],
        },
      ],
      total: 530,
      paid: 100,
      currency: 'GBP',
      contact: {
        phone: '+44 1326 000000',
        email: 'stay@harbour.example',
        address: '1 Quay Street, Falmouth',
      },
      links: {
        manage: '/Manage/HARBOUR/Reservation/HH%201%2F2/a%2Bb%2Fc',
        preCheckIn: '/PreCheckIn/HARBOUR/HH%201%2F2/a%2Bb%2Fc',
        confirmation: null,
      },
      version: 4,
    } satisfies SavedStay)
  })

  it('shows every room of a cancelled booking, and the lead guest when there is no booker', () => {
    const r = reservation({
      IsCancelled: true,
      Booker: null,
      ReservationItems: [item(1, { IsCancelled: true }), item(2, { IsCancelled: true })],
    })
    const kept = stayFromReservation(r, { ...harbour, Telephone: '', Email: '' })
    expect(kept.cancelled).toBe(true)
    expect(kept.rooms).toHaveLength(2)
    expect(kept.bookerName).toBe('Ada Guest 1')
    expect(kept.contact).toEqual({ phone: null, email: null, address: '1 Quay Street, Falmouth' })
  })
})

function service(name: string) {
  return {
    ReservationItemId: 1,
    ServiceId: name.length,
    ServiceName: name,
    Quantity: 1,
    TotalCost: 10,
    AllowEditOnBookingEngine: true,
    Price: 10,
    ChargeType: 'PerStay',
    ChargePerPerson: false,
  } as const
}

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
