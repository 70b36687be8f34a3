import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RoomType, SearchResult } from '@/api/contract/availability'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { occupancyCaps } from '@/features/manage-booking/room-search'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { HARBOUR } from '../../../server/seed/demo'
import { reservation } from '../../builders/managed-reservation'
import { renderApp } from '../../support/render-app'

// docs/product/after-booking.md#limits "Defaults: adults 1 …" and docs/product/after-booking.md#what-is-kept DefaultOccupancyAdult, AdultMaximumOccupancy, ChildMaximumOccupancy: a room
// added in manage starts with the property's default party, and its guest counters go as far as the property
// allows and a room free on the dates can take — not a fixed number.

// Today is pinned (only the clock: timers run as usual): the reservation below (builders/managed-reservation) arrives on 5 March 2030.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T10:00:00') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const roomType = (id: number, max: number, adults: number, children: number): RoomType => ({
  RoomTypeId: id,
  RoomTypeCode: `RT${id}`,
  Name: `Room type ${id}`,
  Description: '',
  ImageUrl: null,
  Amenities: [],
  MaximumOccupancy: max,
  MinimumOccupancy: 1,
  AdultMaximumOccupancy: adults,
  ChildMaximumOccupancy: children,
  Upgrades: [],
})

const answer = (types: RoomType[]): SearchResult => ({
  RoomTypes: types.map((RoomType) => ({
    RoomType,
    Rates: [],
    DateFrom: '2030-03-05',
    DateTo: '2030-03-07',
    LowestRate: -1,
    OriginalLowestRate: -1,
  })),
  NumberOfRoomsPerRoomTypeId: Object.fromEntries(types.map((x) => [String(x.RoomTypeId), 3])),
  PromoCodeMessage: null,
  IsPromoCodeValid: false,
  HopGiftVoucherCodeMessage: null,
  IsHopGiftVoucherCodeValid: false,
  VisitorLevy: null,
})

async function addRoom(r: ManagedReservation, settings: object, types: RoomType[]) {
  const user = userEvent.setup()
  renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
    '/api/Property/HARBOUR': () => ({ ...HARBOUR.settings, ...settings }),
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    '/api/Availability/Search': () => answer(types),
  })
  await user.click(await screen.findByRole('button', { name: 'Add a room' }))
  expect(await screen.findByRole('heading', { name: 'Add a room', level: 1 })).toBeInTheDocument()
  return user
}

const count = (what: string) => screen.getByTestId(`occupant-${what}-3`)
const add = (what: string) => screen.getByRole('button', { name: `Add one ${what} to room 3` })

describe('adding a room in manage', () => {
  it('starts with the property’s default party and stops at the property’s limits', async () => {
    const user = await addRoom(
      reservation(),
      {
        DefaultOccupancyAdult: 1,
        DefaultOccupancyChildren: 1,
        DefaultOccupancyInfant: 0,
        AdultMaximumOccupancy: 3,
        ChildMaximumOccupancy: 2,
        EnableChildrenSearch: true,
        EnableInfantSearch: true,
      },
      [roomType(1, 10, 10, 10)],
    )
    expect(count('adult')).toHaveTextContent('1')
    expect(count('child')).toHaveTextContent('1')
    expect(count('infant')).toHaveTextContent('0')
    await user.click(add('adult'))
    await user.click(add('adult'))
    expect(count('adult')).toHaveTextContent('3')
    expect(add('adult')).toBeDisabled()
    // Children and infants share the child limit (infants are non-adults, src/domain/occupancy.ts).
    await user.click(add('infant'))
    expect(add('infant')).toBeDisabled()
    expect(add('child')).toBeDisabled()
    expect(screen.queryByText(/No room on these dates takes more guests/)).toBeNull()
  })

  it('goes no further than a room free on the dates can take, and says so', async () => {
    await addRoom(
      reservation(),
      {
        DefaultOccupancyAdult: 2,
        AdultMaximumOccupancy: 4,
        ChildMaximumOccupancy: 3,
        EnableChildrenSearch: true,
      },
      [roomType(1, 3, 2, 1), roomType(2, 2, 2, 0)],
    )
    expect(count('adult')).toHaveTextContent('2')
    expect(await screen.findByText(/No room on these dates takes more guests/)).toBeInTheDocument()
    expect(add('adult')).toBeDisabled()
    expect(add('child')).toBeEnabled()
  })
})

describe('occupancyCaps', () => {
  const property = { AdultMaximumOccupancy: 4, ChildMaximumOccupancy: 3 }
  const occ = (adults: number, children = 0, infants = 0) => ({ adults, children, infants })

  it('is the property’s limits until the room types are known', () => {
    expect(occupancyCaps(property, null, occ(2, 1, 1))).toEqual({
      adults: 4,
      children: 2,
      infants: 2,
      byRoomTypes: false,
    })
  })

  it('takes the room type that fits best, counting the other guests against its total', () => {
    const types = [roomType(1, 4, 4, 0), roomType(2, 4, 2, 3)]
    // Three adults fit only the first room type, which takes no children.
    expect(occupancyCaps(property, types, occ(3))).toMatchObject({ adults: 4, children: 1, infants: 1 })
    expect(occupancyCaps(property, types, occ(2, 2))).toMatchObject({ adults: 2, children: 2, infants: 0 })
    expect(occupancyCaps(property, types, occ(2, 2)).byRoomTypes).toBe(true)
    expect(occupancyCaps(property, types, occ(1))).toMatchObject({ byRoomTypes: false })
  })
})
