import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ManagedReservation, ReservationItem } from '@/api/contract/manage-booking'
import { MANAGE_CONFIG } from '../../server/booking/manage'
import { renderApp } from './render-app'

// Spec §6: editing and cancelling depend on CanBeEdited and CanBeCancelled, per reservation and per room. The
// overview shows a control only where the flags (and the hotel's manage config) allow it.

afterEach(() => {
  vi.unstubAllGlobals()
})

const policy = {
  Name: 'Flexible',
  Description: '',
  CancellationPolicy: 'Free cancellation until 48 hours before arrival.',
  PaymentPolicyConfiguration: {
    AutomaticPaymentType: 'None' as const,
    PercentageToCharge: 0,
    DaysBeforeArrival: null,
  },
}

function item(id: number, over: Partial<ReservationItem> = {}): ReservationItem {
  return {
    ReservationItemId: id,
    DateOfArrival: '2030-03-05',
    DateOfDeparture: '2030-03-07',
    RoomTypeId: 101,
    RoomTypeName: 'Classic Double',
    RatePlanId: 11,
    RatePlanName: 'Flexible',
    PromoCode: null,
    Policy: policy,
    RoomConfiguration: null,
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    Guests: [{ IndividualId: id * 10, FirstName: 'Ada', LastName: `Guest ${id}`, Email: null, Phone: null }],
    Services: [],
    DailyRates: [],
    AccommodationCost: 220,
    TotalCost: 220,
    CanBeEdited: true,
    CanBeCancelled: true,
    IsCancelled: false,
    ...over,
  }
}

let next = 100000
/** Each test its own booking: the device database (fake IndexedDB) lives as long as the file. */
function reservation(over: Partial<ManagedReservation> = {}): ManagedReservation {
  next += 1
  return {
    PropertyId: 1001,
    ReservationId: 1,
    ReferenceNumber: `HH${next}`,
    ReservationNumber: `HH${next}`,
    IsReservation: true,
    EntityId: 1,
    Code: `code-${next}`,
    Version: 1,
    Currency: 'GBP',
    SpecialRequests: null,
    NumberOfAdults: 4,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    CreditCards: [],
    Booker: {
      IndividualId: 1,
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: 'grace@example.com',
      Phone: '+44 20 7946 0000',
      Street: '1 Navy Way',
      City: null,
      StateOrCounty: null,
      ZipCode: 'TR11 1AA',
      CountryId: 826,
    },
    Company: null,
    DateFrom: '2030-03-05',
    DateTo: '2030-03-07',
    CanBeEdited: true,
    CanBeCancelled: true,
    IsCancelled: false,
    TotalAccommodation: 440,
    TotalServices: 0,
    TotalVat: 73.33,
    VisitorLevy: 0,
    Discount: 0,
    TotalCost: 440,
    AmountPaid: 0,
    LocationName: null,
    EstimatedArrivalTime: null,
    PreCheckInCompletedAt: null,
    ReservationItems: [item(1), item(2)],
    ...over,
  }
}

function open(r: ManagedReservation) {
  return renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
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
