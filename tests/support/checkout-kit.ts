/**
 * What the checkout's component tests share: a pinned day (the stays below arrive on 7 May 2030), a room chosen
 * in the booking session, the network answering from the demo seed and the test, and the booker typed in.
 */
import { within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'
import type { SearchResult } from '@/api/contract/availability'
import { chooseRoom, resetBookingSession, startRoomsAndRates, updateRoom } from '@/state/booking-session'
import { COUNTRIES } from '../../server/reference-lists'
import { renderApp, type Handler } from './render-app'

/** Registers the hooks: only the clock is pinned (timers run as usual); each test is a tab of its own. */
export function pinCheckoutDay(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T10:00:00') })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    resetBookingSession()
    // Nothing typed at an earlier checkout is kept for the next test.
    sessionStorage.clear()
  })
}

type Stay = {
  property: { code: string; id: number }
  result: SearchResult
  roomTypeId: number
  ratePlanId: number
  roomConfigurationId?: number | null
  /** the searched rooms (one for two adults unless given); only the first is chosen */
  searchRooms?: { adults: number; children: number; infants: number }[]
  /** the first room's lead guest (Ada Lovelace unless given) */
  leadGuest?: { firstName: string; lastName: string }
  /** answers Create; what the app sent is returned in order */
  create: (body: unknown) => unknown
  answers?: Record<string, Handler>
}

/** Checkout of one room of `result` for two adults, 7 to 9 May 2030; returns the Create bodies sent. */
export function openCheckout(stay: Stay): unknown[] {
  startRoomsAndRates(
    {
      propertyCode: stay.property.code,
      dateFrom: '2030-05-07',
      dateTo: '2030-05-09',
      rooms: stay.searchRooms ?? [{ adults: 2, children: 0, infants: 0 }],
      promoCode: '',
      ratePlanCode: null,
      locationId: null,
    },
    stay.result,
  )
  chooseRoom(0, stay.roomTypeId, stay.ratePlanId)
  updateRoom(0, {
    leadGuest: stay.leadGuest ?? { firstName: 'Ada', lastName: 'Lovelace' },
    roomConfigurationId: stay.roomConfigurationId ?? null,
    upgradeSeen: true,
    extrasSeen: true,
  })
  const sent: unknown[] = []
  renderApp(`/Book/${stay.property.code}/Checkout`, {
    '/api/Availability/Search': () => stay.result,
    [`/api/StaticData/${stay.property.id}/countries`]: () =>
      COUNTRIES.map(([Id, Name, IsoCode, DialCode]) => ({ Id, Name, IsoCode, DialCode })),
    '/api/Reservation/Create': (_url, init) => {
      const body: unknown = JSON.parse(String(init?.body))
      sent.push(body)
      return stay.create(body)
    },
    ...stay.answers,
  })
  return sent
}

/** Types the booker's details and address (over the lead guest's names filled in) and agrees to the terms. */
export async function fillBooker(form: HTMLElement, user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.clear(within(form).getByRole('textbox', { name: 'First name' }))
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Katherine')
  await user.clear(within(form).getByRole('textbox', { name: 'Last name' }))
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Johnson')
  await user.type(within(form).getByRole('textbox', { name: 'Email address' }), 'katherine@example.com')
  await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '+44 1326 555 100')
  await user.type(within(form).getByRole('textbox', { name: 'Street' }), '4 Harbour Terrace')
  await user.type(within(form).getByRole('textbox', { name: 'Post code' }), 'TR11 2AB')
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), '826')
  await user.click(within(form).getByRole('checkbox', { name: /I agree to the terms and conditions/ }))
}
