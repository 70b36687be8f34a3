import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { ServiceListResponse } from '@/api/contract/service'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { item, reservation } from '../../builders/managed-reservation'
import { renderApp } from '../../support/render-app'

// docs/product/after-booking.md#what-the-guest-can-do: the confirmation offers "add extras". Its link (the manage link with ?action=extras) opens the
// extras of the booking — the one room's, or a choice of room — and the way back is the overview.

afterEach(() => {
  vi.unstubAllGlobals()
})

const services: ServiceListResponse = {
  Services: [
    {
      ServiceId: 1,
      ServiceCode: 'BRK',
      ServiceName: 'Breakfast',
      ServiceDescription: 'Full English',
      ImageUrl: null,
      AllowEditOnBookingEngine: true,
      Price: 15,
      ChargeType: 'PerDay',
      ChargePerPerson: true,
      Articles: [],
      Quantity: 1,
    },
  ],
  InventoryPerServiceId: {},
}

function open(r: ManagedReservation, config = MANAGE_CONFIG) {
  const view = renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}?action=extras`, {
    '/api/ManageBooking/Config/1001': () => config,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    '/api/Service/Get': () => services,
  })
  return { ...view, user: userEvent.setup() }
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 })

describe('“Add extras” from the confirmation', () => {
  it('opens the extras of a one-room booking, drops the action from the address, and goes back to the overview', async () => {
    const { user, router } = open(reservation({ ReservationItems: [item(1)] }))
    expect(await heading('Extras for room 1')).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Quantity of Breakfast for room 1' })).toBeEnabled()
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    await user.click(screen.getByRole('button', { name: 'Back to the booking' }))
    expect(await heading('Manage your booking')).toBeInTheDocument()
  })

  it('offers the choice of room on a booking of several, each room with what it has', async () => {
    const withBreakfast = item(2, {
      RoomTypeName: 'Twin Room',
      Services: [
        {
          ReservationItemId: 2,
          ServiceId: 1,
          ServiceName: 'Breakfast',
          Quantity: 1,
          TotalCost: 60,
          AllowEditOnBookingEngine: true,
          Price: 15,
          ChargeType: 'PerDay',
          ChargePerPerson: true,
        },
      ],
    })
    const { user } = open(reservation({ ReservationItems: [item(1), withBreakfast] }))
    expect(await heading('Add extras')).toBeInTheDocument()
    const first = screen.getByRole('region', { name: 'Room 1: Classic Double' })
    expect(first).toHaveTextContent('No extras')
    expect(screen.getByRole('region', { name: 'Room 2: Twin Room' })).toHaveTextContent(
      'Extras: Breakfast × 1',
    )
    await user.click(within(first).getByRole('button', { name: 'Choose extras for room 1' }))
    expect(await heading('Extras for room 1')).toBeInTheDocument()
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Breakfast for room 1' })
    await user.clear(quantity)
    await user.type(quantity, '1')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await heading('Manage your booking')).toBeInTheDocument()
    expect(screen.getByTestId('room-1-extras')).toHaveTextContent('Breakfast × 1')
  })

  it('goes straight to the one room whose extras can still be changed', async () => {
    open(reservation({ ReservationItems: [item(1, { CanBeEdited: false }), item(2)] }))
    expect(await heading('Extras for room 2')).toBeInTheDocument()
  })

  it('opens the overview with a word on why when extras cannot be changed online', async () => {
    const { user } = open(reservation(), { ...MANAGE_CONFIG, AllowManageExtras: false })
    expect(await heading('Manage your booking')).toBeInTheDocument()
    const note = screen.getByText(/Extras for this booking can no longer be changed online/)
    await user.click(
      within(note.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Close' }),
    )
    expect(screen.queryByText(/Extras for this booking can no longer be changed online/)).toBeNull()
  })
})
