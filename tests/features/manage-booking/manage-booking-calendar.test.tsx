import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AvailabilityDays } from '@/api/contract/availability'
import { addDays } from '@/domain/dates'
import { formatDay } from '@/i18n/i18n'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { item, reservation } from '../../builders/managed-reservation'
import { renderApp } from '../../support/render-app'

// docs/product/after-booking.md#screens: manage's date range picker has the availability calendar. Sold-out days are greyed and named so,
// from the same calendar the search page reads; a booking's own nights are not sold out for the rooms moving.

// Today is pinned (only the clock: timers run as usual), so every day below is in the month the picker opens on.
const today = '2030-03-02'
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T10:00:00`) })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const day = (n: number) => addDays(today, n)
const soldOut = day(3)
const [arrival, departure] = [day(5), day(7)]

// Every day has rooms except `soldOut` and the booking's own two nights (its room was the last one).
const calendar: AvailabilityDays = Array.from({ length: 60 }, (_, n) => ({
  DateOfStay: day(n),
  AvailableRooms: [soldOut, arrival, day(6)].includes(day(n)) ? 0 : 4,
  Rates: [{ MinLengthOfStay: 1, MinimumRate: 90 }],
}))

function open() {
  const stay = { DateOfArrival: arrival, DateOfDeparture: departure }
  const r = reservation({ DateFrom: arrival, DateTo: departure, ReservationItems: [item(1, stay)] })
  const view = renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    '/api/Availability': () => calendar,
    '/api/Availability/Search': () => ({
      RoomTypes: [],
      NumberOfRoomsPerRoomTypeId: {},
      PromoCodeMessage: null,
      IsPromoCodeValid: false,
      HopGiftVoucherCodeMessage: null,
      IsHopGiftVoucherCodeValid: false,
      VisitorLevy: null,
    }),
  })
  return { ...view, user: userEvent.setup() }
}

/** A day of the open calendar, by the start of its accessible name ("25 November 2026"). */
const dayButton = (iso: string) =>
  screen.findByRole('button', { name: new RegExp(`^${formatDay(iso, 'spoken')}`) })

describe('the date pickers of manage booking show the availability calendar', () => {
  it('in Change dates: sold-out days are not available, the booking’s own nights are', async () => {
    const { user, calls } = open()
    await user.click(await screen.findByRole('button', { name: 'Change dates' }))
    await user.click(await screen.findByRole('button', { name: 'Dates' }))
    await vi.waitFor(() => expect(calls).toContain('GET /api/Availability'))
    expect(await dayButton(soldOut)).toHaveAccessibleName(/Not available/)
    expect(await dayButton(soldOut)).toBeDisabled()
    expect(await dayButton(arrival)).not.toHaveAccessibleName(/Not available/)
    expect(await dayButton(day(6))).not.toHaveAccessibleName(/Not available/)
    expect(await dayButton(day(4))).not.toHaveAccessibleName(/Not available/)
  })

  it('in Add a room: a night the booking holds the last room of is sold out too', async () => {
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Add a room' }))
    await user.click(await screen.findByRole('button', { name: 'Dates' }))
    expect(await dayButton(soldOut)).toHaveAccessibleName(/Not available/)
    await vi.waitFor(async () => expect(await dayButton(arrival)).toHaveAccessibleName(/Not available/))
    expect(await dayButton(day(4))).not.toHaveAccessibleName(/Not available/)
  })
})
