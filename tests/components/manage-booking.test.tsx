import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { deviceDb } from '@/storage/db'
import { readStay, stayKey } from '@/storage/stays'
import { MANAGE_CONFIG } from '../../server/booking/manage'
import { item, reservation } from '../builders/managed-reservation'
import { renderApp } from './render-app'

// Spec §6: editing and cancelling depend on CanBeEdited and CanBeCancelled, per reservation and per room. The
// overview shows a control only where the flags (and the hotel's manage config) allow it.

afterEach(() => {
  vi.unstubAllGlobals()
})

function open(r: ManagedReservation, extra: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    ...extra,
  })
}

const room = async (n: number) => screen.findByRole('region', { name: new RegExp(`^Room ${n}: `) })

describe('manage booking controls follow CanBeEdited and CanBeCancelled', () => {
  it('offers every change on rooms that can be edited, and none on a room that cannot', async () => {
    open(reservation({ ReservationItems: [item(1), item(2, { CanBeEdited: false, CanBeCancelled: false })] }))
    const first = await room(1)
    for (const name of ['Edit guests', 'Extras', 'Change room', 'Change rate', 'Cancel room'])
      expect(within(first).getByRole('button', { name })).toBeInTheDocument()
    const second = await room(2)
    expect(within(second).queryAllByRole('button')).toHaveLength(0)
    expect(within(second).getByText(/can no longer be changed online/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change dates' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument()
  })

  it('offers nothing to change when the booking cannot be edited or cancelled', async () => {
    const locked = { CanBeEdited: false, CanBeCancelled: false }
    open(reservation({ ...locked, ReservationItems: [item(1, locked), item(2, locked)] }))
    await room(1)
    expect(within(await room(1)).queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add a room' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit booker details' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Replace the card' })).toBeNull()
  })

  it('lets a room be cancelled only while another room is left', async () => {
    open(reservation({ ReservationItems: [item(1, { CanBeCancelled: false })] }))
    const only = await room(1)
    expect(within(only).getByRole('button', { name: 'Edit guests' })).toBeInTheDocument()
    expect(within(only).queryByRole('button', { name: 'Cancel room' })).toBeNull()
  })

  it('takes what may be changed from the server, even over a copy kept on the device', async () => {
    const r = reservation()
    const first = open(r)
    expect(within(await room(1)).getByRole('button', { name: 'Edit guests' })).toBeInTheDocument()
    // Opened again after the cut-off: the device still has the earlier copy, the server says no more changes.
    await new Promise((resolve) => setTimeout(resolve, 400))
    first.unmount()
    vi.unstubAllGlobals()
    const locked = { CanBeEdited: false, CanBeCancelled: false }
    open({ ...r, ...locked, ReservationItems: r.ReservationItems.map((i) => ({ ...i, ...locked })) })
    expect(within(await room(1)).queryAllByRole('button')).toHaveLength(0)
  })

  it('opens a booking found already cancelled on the Cancelled screen', async () => {
    open(
      reservation({
        IsCancelled: true,
        CanBeEdited: false,
        CanBeCancelled: false,
        ReservationItems: [item(1, { IsCancelled: true, CanBeEdited: false, CanBeCancelled: false })],
      }),
    )
    expect(
      await screen.findByRole('heading', { name: 'Your booking is cancelled', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Review changes' })).toBeNull()
  })
})

describe('a booking opened by its manage link is kept in My stays', () => {
  const kept = async (r: ManagedReservation) => {
    const key = stayKey('HARBOUR', r.ReferenceNumber)
    await waitFor(async () => expect(await deviceDb().reservations.get(key)).toBeDefined())
    return { stay: await readStay(key), owner: (await deviceDb().reservations.get(key))?.accountEmail }
  }

  it('as the guest’s own when nobody is logged in, with its links', async () => {
    const r = reservation()
    open(r)
    await room(1)
    const { stay, owner } = await kept(r)
    expect(owner).toBeNull()
    expect(stay).toMatchObject({
      referenceNumber: r.ReferenceNumber,
      propertyName: 'Harbour House Hotel',
      bookerName: 'Grace Hopper',
      links: { manage: `/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}` },
    })
  })

  it('as the account’s when a guest is logged in, so logging out removes it', async () => {
    const r = reservation()
    open(r, {
      '/api/Account': () => ({
        Firstname: 'Grace',
        Lastname: 'Hopper',
        Telephone: null,
        EmailAddress: 'grace@example.com',
        ReceiveBrandOffers: false,
        CanChoosePaymentMethod: false,
        CreditCards: [],
      }),
    })
    await room(1)
    expect((await kept(r)).owner).toBe('grace@example.com')
  })
})
