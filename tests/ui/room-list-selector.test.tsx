import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DailyRate, RatePlanOption, RoomTypeOffer, SearchResult } from '@/api/contract/availability'
import { addDays, eachNight } from '@/domain/dates'
import { resetBookingSession } from '@/state/booking-session'
import { RoomListSelector, type RoomListItem } from '@/ui/room-list-selector'
import { HARBOUR, RATE_PLANS, ROOM_TYPES } from '../../server/seed/demo'
import { policyFor } from '../../server/catalogue/policy'
import { renderApp } from '../support/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  resetBookingSession()
})

const items: RoomListItem[] = [
  {
    title: 'Room 1',
    guests: '2 adults',
    choice: { roomType: 'Classic Double', ratePlan: 'Flexible', price: '£220.00' },
  },
  { title: 'Room 2', guests: '1 adult, 1 child', choice: null },
]

function renderSelector(current: number | null, onSelect = vi.fn()) {
  render(
    <MantineProvider>
      <RoomListSelector
        label="Your rooms"
        rooms={items}
        current={current}
        onSelect={onSelect}
        toChooseLabel="To choose"
        currentLabel="Selected"
      />
    </MantineProvider>,
  )
  return onSelect
}

describe('room list selector (docs/product/search.md#screens)', () => {
  it('lists each room with its guests and what it holds, and marks the active one', () => {
    renderSelector(1)
    const nav = screen.getByRole('navigation', { name: 'Your rooms' })
    const buttons = within(nav).getAllByRole('button')
    expect(buttons).toHaveLength(2)
    expect(buttons[0]).toHaveAccessibleName('Room 1, 2 adults, Classic Double · Flexible, £220.00')
    expect(buttons[1]).toHaveAccessibleName('Room 2, 1 adult, 1 child, To choose')
    expect(buttons[0]).not.toHaveAttribute('aria-current')
    expect(buttons[1]).toHaveAttribute('aria-current', 'true')
    // In a list, so a screen reader says "list, 2 items".
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2)
  })

  it('marks no room while none is active', () => {
    renderSelector(null)
    for (const button of screen.getAllByRole('button')) expect(button).not.toHaveAttribute('aria-current')
  })

  it('makes a room active by pointer and by keyboard (Tab, Enter, Space)', async () => {
    const onSelect = renderSelector(0)
    await userEvent.click(screen.getByRole('button', { name: /^Room 2/ }))
    expect(onSelect).toHaveBeenLastCalledWith(1)
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: /^Room 1/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith(0)
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(onSelect).toHaveBeenLastCalledWith(1)
    expect(onSelect).toHaveBeenCalledTimes(3)
  })
})

// A search answer for HARBOUR's Classic Double (2 guests at most, 1 child) and Family Room (2 to 5 guests) on
// the Flexible rate, built from the demo seed: base price for 2 adults, £30 an extra adult, £15 a child.
function searchAnswer(dateFrom: string, dateTo: string): SearchResult {
  const flex = RATE_PLANS.find((p) => p.code === 'FLEX' && p.propertyId === HARBOUR.id)!
  const offer = (code: string): RoomTypeOffer => {
    const rt = ROOM_TYPES.find((r) => r.code === code && r.propertyId === HARBOUR.id)!
    const night = (date: string): DailyRate => {
      const parts = {
        BaseRate: rt.price / 100,
        CostPerRoom: 0,
        CostPerAdult: 30,
        CostPerChild: 15,
        CostPerInfant: 0,
        PerPersonCostPerAdult: 0,
        PerPersonCostPerChild: 0,
        PerPersonCostPerInfant: 0,
      }
      return {
        DateOfStay: date,
        BaseNumberOfAdults: rt.baseAdults,
        ...parts,
        OriginalBaseRate: parts.BaseRate,
        OriginalCostPerRoom: 0,
        OriginalCostPerAdult: 30,
        OriginalCostPerChild: 15,
        OriginalCostPerInfant: 0,
        OriginalPerPersonCostPerAdult: 0,
        OriginalPerPersonCostPerChild: 0,
        OriginalPerPersonCostPerInfant: 0,
      }
    }
    const rate: RatePlanOption = {
      RatePlanId: flex.id,
      RatePlanCode: flex.code,
      RatePlanName: flex.name,
      RatePlanDescription: flex.description,
      Details: flex.details,
      Policy: policyFor(flex.policy, 'en-GB'),
      Tags: flex.tags,
      CanPayByCompanyInvoice: false,
      UseOccupancyForRatePlan: false,
      MinimumOccupancy: 1,
      MaximumOccupancy: 10,
      AdultMaximumOccupancy: 10,
      ChildMaximumOccupancy: 10,
      MinLengthOfStay: 1,
      Promotion: null,
      DailyRates: eachNight(dateFrom, dateTo).map(night),
    }
    return {
      RoomType: {
        RoomTypeId: rt.id,
        RoomTypeCode: rt.code,
        Name: rt.name,
        Description: rt.description,
        ImageUrl: null,
        Amenities: rt.amenities,
        MaximumOccupancy: rt.max,
        MinimumOccupancy: rt.min,
        AdultMaximumOccupancy: rt.adultMax,
        ChildMaximumOccupancy: rt.childMax,
        Upgrades: [],
      },
      Rates: [rate],
      DateFrom: dateFrom,
      DateTo: dateTo,
      LowestRate: -1,
      OriginalLowestRate: -1,
    }
  }
  const classic = offer('CLASSIC')
  const family = offer('FAMILY')
  return {
    RoomTypes: [classic, family],
    NumberOfRoomsPerRoomTypeId: { [classic.RoomType.RoomTypeId]: 5, [family.RoomType.RoomTypeId]: 1 },
    PromoCodeMessage: null,
    IsPromoCodeValid: false,
    HopGiftVoucherCodeMessage: null,
    IsHopGiftVoucherCodeValid: false,
    VisitorLevy: null,
  }
}

describe('rooms and rates: the selector and a room’s guests', () => {
  it('goes back to a chosen room, changes its guests in place and releases a choice that no longer fits', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const arrival = addDays(today, 40)
    const departure = addDays(arrival, 2)
    const { calls } = renderApp(
      `/Book/HARBOUR/Rooms-And-Rates?arrival=${arrival}&departure=${departure}&rooms=2-0-0,1-0-0`,
      {
        '/api/Availability/Search': () => searchAnswer(arrival, departure),
        '/api/Service/Get': () => ({ Services: [], InventoryPerServiceId: {} }),
      },
    )
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Room 1: 2 adults', level: 2 })
    const nav = screen.getByRole('navigation', { name: 'Your rooms' })
    const room = (n: number) => within(nav).getByRole('button', { name: new RegExp(`^Room ${n},`) })
    expect(room(1)).toHaveAttribute('aria-current', 'true')

    await user.click(await screen.findByRole('button', { name: 'Choose Flexible for Classic Double' }))
    await screen.findByRole('heading', { name: 'Room 2: 1 adult', level: 2 })
    expect(room(2)).toHaveAttribute('aria-current', 'true')
    expect(room(1)).toHaveAccessibleName(/Classic Double · Flexible, £220\.00$/)

    // Room 1 again, by the selector: what it holds is shown, and its guests change without a new search.
    await user.click(room(1))
    await screen.findByRole('heading', { name: 'Room 1: 2 adults', level: 2 })
    expect(room(1)).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Keep Flexible for Classic Double' })).toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Change guests' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const editor = screen.getByRole('region', { name: 'Guests in room 1' })
    // Counters within the property's limits: HARBOUR takes 4 adults at most.
    for (let i = 0; i < 2; i++)
      await user.click(within(editor).getByRole('button', { name: 'Add one adult to room 1' }))
    expect(within(editor).getByRole('button', { name: 'Add one adult to room 1' })).toBeDisabled()
    await user.click(within(editor).getByRole('button', { name: 'Add one child to room 1' }))
    await user.click(within(editor).getByRole('button', { name: 'Add one child to room 1' }))
    expect(within(editor).getByTestId('guests-preview')).toHaveTextContent(
      'None of our rooms takes 4 adults, 2 children together.',
    )
    await user.click(within(editor).getByRole('button', { name: 'Update guests' }))
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'None of our rooms takes 4 adults, 2 children',
    )
    expect(screen.getByRole('heading', { name: 'Room 1: 2 adults', level: 2 })).toBeInTheDocument()

    // 2 adults and a child: the Classic Double takes 2 guests at most, so it would be released…
    for (let i = 0; i < 2; i++)
      await user.click(within(editor).getByRole('button', { name: 'Remove one adult from room 1' }))
    await user.click(within(editor).getByRole('button', { name: 'Remove one child from room 1' }))
    expect(within(editor).getByTestId('guests-preview')).toHaveTextContent(
      'The Classic Double does not take 2 adults, 1 child: updating releases it',
    )
    // …and the one Family Room left is what room 1 can have, so room 2 may not take it any more.
    await user.click(within(editor).getByRole('button', { name: 'Update guests' }))
    await screen.findByRole('heading', { name: 'Room 1: 2 adults, 1 child', level: 2 })
    expect(screen.getByText(/so it was released from Room 1/)).toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(room(1)).toHaveAccessibleName(/To choose/)
    expect(room(1)).toHaveAttribute('aria-current', 'true')
    expect(
      screen.queryByRole('button', { name: 'Choose Flexible for Classic Double' }),
    ).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Choose Flexible for Family Room' }))
    await screen.findByRole('heading', { name: 'Room 2: 1 adult', level: 2 })
    expect(room(1)).toHaveAccessibleName(/Family Room · Flexible, £340\.00$/)
    expect(calls.filter((c) => c.endsWith('/Availability/Search'))).toHaveLength(1)
  })
})
