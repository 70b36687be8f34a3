import { observable } from '@legendapp/state'
import { useSelector } from '@legendapp/state/react'
import type { SearchResult } from '@/api/contract/availability'
import type { BookingStage } from '@/domain/booking-flow'
import type { SearchForm } from './search-form'

// The live booking session (ARCHITECTURE.md: legend-state owns it): the search, its result, and what the
// guest chose for each searched room. Pages read it with useBookingSession and change it only through the
// actions below, so every change is a named event a later mirror to Dexie can follow.

export type GuestName = { firstName: string; lastName: string }
/** An extra as chosen, with the price facts needed to total it without asking the server again. */
export type ChosenService = {
  serviceId: number
  name: string
  quantity: number
  /** minor units */
  unitPrice: number
  chargeType: 'PerStay' | 'PerDay' | 'PerQuantity'
  chargePerPerson: boolean
}

/** What the guest chose for one searched room (index i answers search room i). */
export type RoomChoice = {
  roomTypeId: number
  ratePlanId: number
  leadGuest: GuestName
  roomConfigurationId: number | null
  services: ChosenService[]
  upgradeSeen: boolean
  extrasSeen: boolean
}

export type BookingSession = {
  stage: BookingStage
  search: SearchForm | null
  result: SearchResult | null
  choices: (RoomChoice | null)[]
  summarySeen: boolean
}

const EMPTY: BookingSession = { stage: 'None', search: null, result: null, choices: [], summarySeen: false }

// The session is kept immutable: every action replaces the root with a new object, so a render that got an
// older snapshot can tell by reference that something changed (useMemo deps, React's own bail-outs).
const session$ = observable<BookingSession>(structuredClone(EMPTY))

function update(change: (current: BookingSession) => BookingSession): void {
  session$.set(change(session$.peek()))
}

function withChoice(roomIndex: number, choice: RoomChoice | null) {
  return (s: BookingSession): BookingSession => ({
    ...s,
    choices: s.choices.map((c, i) => (i === roomIndex ? choice : c)),
    summarySeen: false,
  })
}

export function useBookingSession(): BookingSession {
  return useSelector(() => session$.get())
}

export function getBookingSession(): BookingSession {
  return session$.peek()
}

/** A search clears the chosen rooms and basket and starts rooms and rates afresh (spec §4). */
export function startRoomsAndRates(search: SearchForm, result: SearchResult): void {
  session$.set({
    stage: 'RoomsAndRates',
    search,
    result,
    choices: search.rooms.map(() => null),
    summarySeen: false,
  })
}

export function chooseRoom(roomIndex: number, roomTypeId: number, ratePlanId: number): void {
  update(
    withChoice(roomIndex, {
      roomTypeId,
      ratePlanId,
      leadGuest: { firstName: '', lastName: '' },
      roomConfigurationId: null,
      services: [],
      upgradeSeen: false,
      extrasSeen: false,
    }),
  )
}

/** Releases a room back to the list (its availability returns). */
export function releaseRoom(roomIndex: number): void {
  update(withChoice(roomIndex, null))
}

export function updateRoom(roomIndex: number, patch: Partial<RoomChoice>): void {
  const current = session$.peek().choices[roomIndex]
  if (!current) return
  update(withChoice(roomIndex, { ...current, ...patch }))
}

export function markSummarySeen(): void {
  update((s) => ({ ...s, summarySeen: true, stage: 'Checkout' }))
}

export function resetBookingSession(): void {
  session$.set(structuredClone(EMPTY))
}

/** Follows every change of the session (the durable basket mirrors it to the device). */
export function onBookingSessionChange(listener: (session: BookingSession) => void): () => void {
  return session$.onChange(({ value }) => listener(value))
}

/** Puts back a session kept on the device (a reload, a crash, the app opened again later). */
export function restoreBookingSession(session: BookingSession): void {
  session$.set(session)
}
