import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { SettlementQuote } from '@/api/contract/settlement'
import { deviceDb } from '@/storage/db'
import { readStay, stayKey } from '@/storage/stays'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { COUNTRIES } from '../../../server/reference-lists'
import { item, reservation } from '../../builders/managed-reservation'
import { renderApp } from '../../support/render-app'

// docs/product/after-booking.md#who-may: editing and cancelling depend on CanBeEdited and CanBeCancelled, per reservation and per room. The
// overview shows a control only where the flags (and the hotel's manage config) allow it.

afterEach(() => {
  vi.unstubAllGlobals()
})

function open(r: ManagedReservation, extra: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    '/api/ManageBooking/CancelQuote': () => quote(),
    '/api/ManageBooking/ChangeQuote': () => quote(),
    ...extra,
  })
}

/** What the hotel reckons a cancellation or change does to the money (decision 0116): nothing, unless told. */
const quote = (over: Partial<SettlementQuote> = {}): SettlementQuote => ({
  Currency: 'GBP',
  Rooms: [],
  Paid: 0,
  Refund: 0,
  DueNow: 0,
  Kept: 0,
  Balance: 0,
  ...over,
})

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

describe('a refusal from the hotel is a failure, never a success (docs/product/after-booking.md#errors)', () => {
  // The header's sync status is an alert of its own; the notice is the one that carries the message.
  const redNotice = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]')

  const reasons = { '/api/StaticData/1001/CancellationReasons': () => [{ Id: 1, Name: 'Change of plans' }] }

  async function cancelWith(answer: unknown) {
    const r = reservation()
    const user = userEvent.setup()
    open(r, { ...reasons, '/api/ManageBooking/Cancel': () => answer })
    await room(1)
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole('dialog', { name: `Cancel booking ${r.ReservationNumber}?` })
    await user.selectOptions(
      await within(dialog).findByLabelText(/Reason for cancelling/),
      await within(dialog).findByRole('option', { name: 'Change of plans' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the whole booking' }))
    return dialog
  }

  it('shows the message of a refused cancellation in a red notice, and the booking stays open', async () => {
    const dialog = await cancelWith({
      Success: false,
      Message: 'This booking can no longer be cancelled online.',
      Reservation: null,
    })
    expect(await redNotice('This booking can no longer be cancelled online.')).not.toBeNull()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: 'Your booking is cancelled', level: 1 })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Manage your booking', level: 1 })).toBeInTheDocument()
  })

  it('says the cancellation failed when a refusal carries no message', async () => {
    const dialog = await cancelWith({ Success: false, Message: null, Reservation: null })
    expect(await redNotice('Failed to cancel the booking.')).not.toBeNull()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })

  it('takes a refused save back to the changes with the hotel’s message, and a second save goes through', async () => {
    const r = reservation()
    const user = userEvent.setup()
    const updates: unknown[] = []
    const answers = [
      { Success: false, Message: 'The hotel could not take this change.', Reservation: null },
      { Success: false, Message: null, Reservation: null },
      { Success: true, Message: null, Reservation: { ...r, Version: 2 } },
    ]
    open(r, {
      '/api/StaticData/1001/countries': () =>
        COUNTRIES.map(([Id, Name, IsoCode, DialCode]) => ({ Id, Name, IsoCode, DialCode })),
      '/api/ManageBooking/Update': (_url, init) => {
        updates.push(JSON.parse(String(init?.body)))
        return answers[updates.length - 1]
      },
    })
    await user.click(within(await room(1)).getByRole('button', { name: 'Edit guests' }))
    const form = await screen.findByRole('form', { name: 'Guests in room 1' })
    const last = within(within(form).getByRole('group', { name: 'Guest 1' })).getByLabelText(/Last name/)
    await user.clear(last)
    await user.type(last, 'King')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Review changes' }))

    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await redNotice('The hotel could not take this change.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Review your changes', level: 1 })).toBeInTheDocument()
    expect(screen.queryByTestId('sync-state')).toBeNull()
    expect(screen.getByTestId('change-list')).toHaveTextContent('Guests changed: Room 1: Classic Double')
    // The edits are on the device again, so a reload would not lose them.
    await waitFor(async () =>
      expect(
        (await deviceDb().drafts.get(`manage:${stayKey('HARBOUR', r.ReferenceNumber)}`))?.value,
      ).toMatchObject({ state: { step: 'Summary' } }),
    )

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(updates).toHaveLength(2))
    expect(await redNotice('Failed to save Reservation')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.getByTestId('sync-state')).toHaveTextContent('Sent'))
    expect(screen.getByRole('heading', { name: 'Changes saved', level: 1 })).toBeInTheDocument()
    expect(updates).toHaveLength(3)
    expect(updates[2]).toMatchObject({
      ReservationItems: [{ Guests: [{ FirstName: 'Ada', LastName: 'King' }] }],
    })
  })
})

describe('the guest sees what happens to the money before confirming (decision 0116)', () => {
  it('says what comes back and what is kept in the cancel dialog, asked of the hotel when it opens', async () => {
    const r = reservation()
    const user = userEvent.setup()
    const asked: unknown[] = []
    open(r, {
      '/api/StaticData/1001/CancellationReasons': () => [{ Id: 1, Name: 'Change of plans' }],
      '/api/ManageBooking/CancelQuote': (_url, init) => {
        asked.push(JSON.parse(String(init?.body)))
        return quote({
          Paid: 305.55,
          Refund: 203.7,
          Kept: 101.85,
          Rooms: [{ ReservationItemId: 1, Charge: 101.85 }],
        })
      },
    })
    await room(1)
    expect(asked).toMatchObject([])
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole('dialog', { name: `Cancel booking ${r.ReservationNumber}?` })
    expect(await within(dialog).findByText('You get back £203.70')).toBeInTheDocument()
    expect(within(dialog).getByText('£101.85 is kept under the cancellation terms.')).toBeInTheDocument()
    expect(asked).toMatchObject([
      {
        PropertyId: r.PropertyId,
        ReferenceNumber: r.ReferenceNumber,
        Code: r.Code,
        ReservationId: r.ReservationId,
      },
    ])
  })

  it('says a late penalty is charged when nothing was paid', async () => {
    const r = reservation()
    const user = userEvent.setup()
    open(r, { '/api/ManageBooking/CancelQuote': () => quote({ DueNow: 101.85, Kept: 101.85 }) })
    await room(1)
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole('dialog', { name: `Cancel booking ${r.ReservationNumber}?` })
    expect(
      await within(dialog).findByText('£101.85 is charged to your card under the cancellation terms.'),
    ).toBeInTheDocument()
  })

  async function reviewGuestChange(extra: Parameters<typeof renderApp>[1]) {
    const user = userEvent.setup()
    open(reservation(), {
      '/api/StaticData/1001/countries': () =>
        COUNTRIES.map(([Id, Name, IsoCode, DialCode]) => ({ Id, Name, IsoCode, DialCode })),
      ...extra,
    })
    await user.click(within(await room(1)).getByRole('button', { name: 'Edit guests' }))
    const form = await screen.findByRole('form', { name: 'Guests in room 1' })
    const last = within(within(form).getByRole('group', { name: 'Guest 1' })).getByLabelText(/Last name/)
    await user.clear(last)
    await user.type(last, 'King')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Review changes' }))
    await screen.findByRole('heading', { name: 'Review your changes', level: 1 })
  }

  it('shows on the summary what a change costs now, from the hotel’s reckoning of the same Update', async () => {
    const sent: unknown[] = []
    await reviewGuestChange({
      '/api/ManageBooking/ChangeQuote': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)))
        return quote({ DueNow: 61.11, Balance: 61.11 })
      },
    })
    expect(await screen.findByText('You pay £61.11 more now')).toBeInTheDocument()
    expect(sent[0]).toMatchObject({
      ReservationItems: [{ Guests: [{ FirstName: 'Ada', LastName: 'King' }] }],
    })
  })

  it('says when nothing changes in what is paid', async () => {
    await reviewGuestChange({})
    expect(await screen.findByText('No change to what you pay now')).toBeInTheDocument()
  })

  it('shows the hotel’s refusal beside the room and does not let the change be saved', async () => {
    const refusal = 'This room is non-refundable, so it cannot be shortened.'
    await reviewGuestChange({
      '/api/ManageBooking/ChangeQuote': () =>
        new Response(
          JSON.stringify({ Message: 'Invalid', ModelState: { 'ReservationItems.0.DateTo': [refusal] } }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    })
    expect(await within(screen.getByTestId('change-list')).findByText(refusal)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })
})

describe('the overview shows the price as the hotel has it (docs/product/after-booking.md#what-is-kept Reservation totals)', () => {
  const rowOf = (region: HTMLElement, label: string) =>
    within(region).getByText(label, { exact: true }).parentElement?.textContent

  it('breaks the price down with VAT included, the visitor levy, what is paid, refunded and the balance', async () => {
    open(
      reservation({
        TotalAccommodation: 400,
        TotalServices: 42.5,
        TotalVat: 73.75,
        VisitorLevy: 20,
        TotalCost: 462.5,
        AmountPaid: 150.1,
        AmountRefunded: 50,
        Balance: 362.4,
        LocationName: 'Harbour House Hotel',
      }),
    )
    await room(1)
    const price = screen.getByRole('region', { name: 'Price' })
    expect(rowOf(price, 'Accommodation')).toBe('Accommodation£400.00')
    expect(rowOf(price, 'Extras')).toBe('Extras£42.50')
    expect(rowOf(price, 'Visitor levy')).toBe('Visitor levy£20.00')
    expect(rowOf(price, 'Total')).toBe('Total£462.50')
    expect(rowOf(price, 'Includes VAT')).toBe('Includes VAT£73.75')
    expect(within(price).queryByText('VAT', { exact: true })).toBeNull()
    expect(rowOf(price, 'Paid so far')).toBe('Paid so far£150.10')
    expect(rowOf(price, 'Refunded')).toBe('Refunded£50.00')
    expect(rowOf(price, 'Balance to pay')).toBe('Balance to pay£362.40')
    expect(within(price).queryByText('Gift voucher')).toBeNull()
    expect(screen.getByText('Location: Harbour House Hotel')).toBeInTheDocument()
  })

  it('shows what the hotel gave back beyond the rules as a reduction, not as credit or a balance', async () => {
    open(
      reservation({
        TotalAccommodation: 400,
        TotalServices: 0,
        TotalVat: 66.67,
        VisitorLevy: 0,
        TotalCost: 400,
        AmountPaid: 400,
        AmountRefunded: 20,
        Allowance: 20,
        Balance: 0,
      }),
    )
    await room(1)
    const price = screen.getByRole('region', { name: 'Price' })
    expect(rowOf(price, 'Refunded')).toBe('Refunded£20.00')
    expect(rowOf(price, 'Reduction from the hotel')).toBe('Reduction from the hotel−£20.00')
    expect(rowOf(price, 'Balance to pay')).toBe('Balance to pay£0.00')
    expect(within(price).queryByText('In credit')).toBeNull()
  })

  it('adds VAT above the total where prices exclude it, shows a voucher, and a credit when more was paid', async () => {
    const r = reservation({
      PropertyId: 1002,
      Currency: 'EUR',
      TotalAccommodation: 300,
      TotalServices: 0,
      Discount: 50,
      TotalVat: 33.75,
      VisitorLevy: 0,
      TotalCost: 283.75,
      AmountPaid: 300,
      Balance: 0,
      LocationName: null,
    })
    renderApp(`/Manage/CLIFFTOP/Reservation/${r.ReferenceNumber}/${r.Code}`, {
      '/api/ManageBooking/Config/1002': () => MANAGE_CONFIG,
      '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
      '/api/ManageBooking/UpgradeOptions': () => [],
    })
    await room(1)
    const price = screen.getByRole('region', { name: 'Price' })
    expect(rowOf(price, 'Gift voucher')).toBe('Gift voucher−€50.00')
    expect(rowOf(price, 'VAT')).toBe('VAT€33.75')
    expect(within(price).queryByText('Includes VAT')).toBeNull()
    expect(within(price).queryByText('Visitor levy')).toBeNull()
    expect(rowOf(price, 'In credit')).toBe('In credit€16.25')
    expect(screen.queryByText(/^Location:/)).toBeNull()
  })
})
