import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { RequiredFields } from '@/api/contract/required-fields'
import { deviceDb } from '@/storage/db'
import { stayKey } from '@/storage/stays'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { COUNTRIES } from '../../../server/reference-lists'
import { item, reservation } from '../../builders/managed-reservation'
import { renderApp } from '../../support/render-app'

// docs/product/booking.md#rules "required if configured" in manage booking and pre-check-in (decision 0090): the fields the hotel
// requires carry the required marker and their rule, each message shows by its field, and what the server still
// refuses comes back to the field it names. A pre-check-in Save answered Success: false is a failure (0091).

afterEach(() => {
  vi.unstubAllGlobals()
})

const countries = {
  '/api/StaticData/1001/countries': () =>
    COUNTRIES.map(([Id, Name, IsoCode, DialCode]) => ({ Id, Name, IsoCode, DialCode })),
}
const TOWN_AND_COUNTY: RequiredFields = { Booker: ['City', 'StateOrCounty'], Guest: ['Phone'] }
const NOTHING: RequiredFields = { Booker: [], Guest: [] }

const oneGuest = () => reservation({ NumberOfAdults: 1, ReservationItems: [item(1, { NumberOfAdults: 1 })] })

/** The message shown by a field: its accessible description. */
const expectMessage = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message))

/** The header's sync status is an alert of its own; the notice is the one that carries the message. */
const redNotice = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]')

type Saved = { body: Record<string, unknown> }

function openPreCheckIn(r: ManagedReservation, required: RequiredFields, saveAnswers: unknown[]) {
  const saves: Saved[] = []
  const view = renderApp(`/PreCheckIn/HARBOUR/${r.ReferenceNumber}/${r.Code}`, {
    ...countries,
    '/api/PreCheckIn/Config/1001': () => ({
      Enabled: true,
      RequireAddress: true,
      AskEstimatedArrivalTime: false,
      AskForCard: false,
      OfferExtras: false,
      IntroText: 'Check in before you arrive.',
      RequiredFields: required,
    }),
    '/api/PreCheckIn/Get': () => ({ Success: true, Title: 'Welcome', Message: null, Reservation: r }),
    '/api/PreCheckIn/Save': (_url, init) => {
      saves.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown> })
      return saveAnswers[saves.length - 1]
    },
  })
  return { ...view, saves }
}

describe('pre-check-in asks what the hotel requires', () => {
  it('marks the town, county and phone required, says so by each field, and sends them', async () => {
    const r = oneGuest()
    const user = userEvent.setup()
    const { saves } = openPreCheckIn(r, TOWN_AND_COUNTY, [
      { Success: true, Message: null, Version: 2, Reservation: { ...r, Version: 2 } },
    ])
    await user.click(await screen.findByRole('button', { name: 'Start check-in' }))
    const booker = await screen.findByRole('form', { name: 'Your details' })
    const town = within(booker).getByRole('textbox', { name: 'Town or city' })
    const county = within(booker).getByRole('textbox', { name: 'State or county' })
    expect(town).toBeRequired()
    expect(county).toBeRequired()
    await user.click(within(booker).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expectMessage(town, 'Town or city is required.'))
    expectMessage(county, 'State or county is required.')
    // What was there stays.
    expect(within(booker).getByRole('textbox', { name: 'Street' })).toHaveValue('1 Navy Way')
    await user.type(town, 'Truro')
    await user.type(county, 'Cornwall')
    await user.click(within(booker).getByRole('button', { name: 'Continue' }))

    const room = await screen.findByRole('form', { name: 'Room 1: Classic Double' })
    const phone = within(room).getByRole('textbox', { name: 'Phone number' })
    expect(phone).toBeRequired()
    expect(within(room).getByRole('textbox', { name: 'Email address' })).not.toBeRequired()
    expect(screen.queryByText('E-mail and phone are optional.')).toBeNull()
    await user.click(within(room).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expectMessage(phone, 'A valid phone number is required.'))
    await user.type(phone, '+44 1234 567890')
    await user.click(within(room).getByRole('button', { name: 'Continue' }))

    await user.click(await screen.findByRole('button', { name: 'Complete check-in' }))
    await waitFor(() => expect(screen.getByTestId('sync-state')).toHaveTextContent('Sent'))
    expect(saves[0]?.body).toMatchObject({
      Booker: { City: 'Truro', StateOrCounty: 'Cornwall', Street: '1 Navy Way' },
      ReservationItems: [{ Guests: [{ FirstName: 'Ada', Phone: '+44 1234 567890' }] }],
    })
  })

  it('asks neither county nor phone of a hotel that does not require them', async () => {
    const user = userEvent.setup()
    openPreCheckIn(oneGuest(), NOTHING, [])
    await user.click(await screen.findByRole('button', { name: 'Start check-in' }))
    const booker = await screen.findByRole('form', { name: 'Your details' })
    expect(within(booker).getByRole('textbox', { name: 'Town or city' })).not.toBeRequired()
    expect(within(booker).queryByRole('textbox', { name: 'State or county' })).toBeNull()
    await user.click(within(booker).getByRole('button', { name: 'Continue' }))
    const room = await screen.findByRole('form', { name: 'Room 1: Classic Double' })
    expect(within(room).getByRole('textbox', { name: 'Phone number' })).not.toBeRequired()
    expect(screen.getByText('E-mail and phone are optional.')).toBeInTheDocument()
  })

  it('takes a Save answered Success: false back to the summary with the hotel’s message; the next one is sent', async () => {
    const r = oneGuest()
    const user = userEvent.setup()
    const { saves } = openPreCheckIn(r, NOTHING, [
      { Success: false, Message: 'The hotel could not take the check-in.', Version: 1, Reservation: null },
      { Success: false, Message: null, Version: 1, Reservation: null },
      { Success: true, Message: null, Version: 2, Reservation: { ...r, Version: 2 } },
    ])
    await user.click(await screen.findByRole('button', { name: 'Start check-in' }))
    await user.click(
      within(await screen.findByRole('form', { name: 'Your details' })).getByRole('button', {
        name: 'Continue',
      }),
    )
    const room = await screen.findByRole('form', { name: 'Room 1: Classic Double' })
    const last = within(room).getByRole('textbox', { name: 'Last name' })
    await user.clear(last)
    await user.type(last, 'King')
    await user.click(within(room).getByRole('button', { name: 'Continue' }))

    await user.click(await screen.findByRole('button', { name: 'Complete check-in' }))
    expect(await redNotice('The hotel could not take the check-in.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Check and complete', level: 1 })).toBeInTheDocument()
    expect(screen.queryByTestId('sync-state')).toBeNull()
    expect(screen.getByTestId('room-1-guests')).toHaveTextContent('Ada King')
    // The check-in is on the device again, so a reload would not lose it.
    await waitFor(async () =>
      expect(
        (await deviceDb().drafts.get(`preCheckIn:${stayKey('HARBOUR', r.ReferenceNumber)}`))?.value,
      ).toMatchObject({ state: { step: 'Summary' } }),
    )

    await user.click(screen.getByRole('button', { name: 'Complete check-in' }))
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(await redNotice('Failed to save Check In Information')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Complete check-in' }))
    await waitFor(() => expect(screen.getByTestId('sync-state')).toHaveTextContent('Sent'))
    expect(screen.getByRole('heading', { name: 'Check-in complete', level: 1 })).toBeInTheDocument()
    expect(saves).toHaveLength(3)
  })

  it('puts what the server refused by the fields it names, the booker first, then the guest', async () => {
    const r = oneGuest()
    const user = userEvent.setup()
    // The app had the hotel's setting from before it changed: the server's is newer.
    openPreCheckIn(r, NOTHING, [
      new Response(
        JSON.stringify({
          Message: 'The request is invalid.',
          ModelState: {
            'Booker.City': ['Town or city is required.'],
            'ReservationItems.0.Guests.0.Phone': ['A valid phone number is required.'],
          },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    ])
    await user.click(await screen.findByRole('button', { name: 'Start check-in' }))
    await user.click(
      within(await screen.findByRole('form', { name: 'Your details' })).getByRole('button', {
        name: 'Continue',
      }),
    )
    await user.click(
      within(await screen.findByRole('form', { name: 'Room 1: Classic Double' })).getByRole('button', {
        name: 'Continue',
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Complete check-in' }))

    expect(
      await screen.findByRole('heading', { name: 'Your check-in was not accepted', level: 1 }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change my details' }))
    const booker = await screen.findByRole('form', { name: 'Your details' })
    const town = within(booker).getByRole('textbox', { name: 'Town or city' })
    expectMessage(town, 'Town or city is required.')
    await user.type(town, 'Truro')
    await user.click(within(booker).getByRole('button', { name: 'Continue' }))

    const room = await screen.findByRole('form', { name: 'Room 1: Classic Double' })
    const phone = within(room).getByRole('textbox', { name: 'Phone number' })
    expectMessage(phone, 'A valid phone number is required.')
    expect(within(room).getByRole('textbox', { name: 'Last name' })).toHaveValue('Guest 1')
  })
})

describe('manage booking asks what the hotel requires', () => {
  function openManage(r: ManagedReservation, required: RequiredFields, updateAnswers: unknown[]) {
    const updates: Saved[] = []
    renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
      ...countries,
      '/api/ManageBooking/Config/1001': () => ({ ...MANAGE_CONFIG, RequiredFields: required }),
      '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
      '/api/ManageBooking/UpgradeOptions': () => [],
      '/api/ManageBooking/Update': (_url, init) => {
        updates.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown> })
        return updateAnswers[updates.length - 1]
      },
    })
    return updates
  }

  it('asks the booker’s town and county and each guest’s phone, by their fields, and sends them', async () => {
    const r = oneGuest()
    const user = userEvent.setup()
    const updates = openManage(r, TOWN_AND_COUNTY, [
      { Success: true, Message: null, Reservation: { ...r, Version: 2 } },
    ])
    await user.click(await screen.findByRole('button', { name: 'Edit booker details' }))
    const booker = await screen.findByRole('form', { name: 'Booker details' })
    const county = within(booker).getByRole('textbox', { name: 'State or county' })
    expect(county).toBeRequired()
    const phoneOfBooker = within(booker).getByRole('textbox', { name: 'Phone number' })
    await user.clear(phoneOfBooker)
    await user.type(phoneOfBooker, '+44 20 7946 0001')
    await user.click(within(booker).getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expectMessage(
        within(booker).getByRole('textbox', { name: 'Town or city' }),
        'Town or city is required.',
      ),
    )
    expectMessage(county, 'State or county is required.')
    expect(phoneOfBooker).toHaveValue('+44 20 7946 0001')
    await user.type(within(booker).getByRole('textbox', { name: 'Town or city' }), 'Truro')
    await user.type(county, 'Cornwall')
    await user.click(within(booker).getByRole('button', { name: 'Continue' }))

    await user.click(await screen.findByRole('button', { name: 'Edit guests' }))
    const guests = await screen.findByRole('form', { name: 'Guests in room 1' })
    const phone = within(guests).getByRole('textbox', { name: 'Phone number' })
    expect(phone).toBeRequired()
    await user.click(within(guests).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expectMessage(phone, 'A valid phone number is required.'))
    await user.type(phone, '+44 1234 567890')
    await user.click(within(guests).getByRole('button', { name: 'Continue' }))

    await user.click(await screen.findByRole('button', { name: 'Review changes' }))
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.getByTestId('sync-state')).toHaveTextContent('Sent'))
    expect(updates[0]?.body).toMatchObject({
      Booker: { City: 'Truro', StateOrCounty: 'Cornwall', Phone: '+44 20 7946 0001' },
      ReservationItems: [{ Guests: [{ Phone: '+44 1234 567890' }] }],
    })
  })

  it('puts a guest field the server refused by that guest’s field', async () => {
    const r = oneGuest()
    const user = userEvent.setup()
    openManage(r, NOTHING, [
      new Response(
        JSON.stringify({
          Message: 'The request is invalid.',
          ModelState: { 'ReservationItems.0.Guests.0.Email': ['A valid email address is required.'] },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    ])
    await user.click(await screen.findByRole('button', { name: 'Edit guests' }))
    const guests = await screen.findByRole('form', { name: 'Guests in room 1' })
    const last = within(guests).getByRole('textbox', { name: 'Last name' })
    await user.clear(last)
    await user.type(last, 'King')
    await user.click(within(guests).getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Review changes' }))
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))

    expect(
      await screen.findByRole('heading', { name: 'Your changes were not saved', level: 1 }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change my changes' }))
    const guest = await screen.findByRole('form', { name: 'Guest 1 in room 1' })
    expectMessage(
      within(guest).getByRole('textbox', { name: 'Email address' }),
      'A valid email address is required.',
    )
    expect(within(guest).getByRole('textbox', { name: 'Last name' })).toHaveValue('King')
  })
})
