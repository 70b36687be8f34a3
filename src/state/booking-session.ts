import { observable } from '@legendapp/state'
import { useSelector } from '@legendapp/state/react'
import { toAvailability, toDomainRoomType } from '@/api/contract/availability-to-domain'
import type { SearchResult } from '@/api/contract/availability'
import type { BookingStage, StepFlag } from '@/domain/booking-flow'
import { eachNight } from '@/domain/dates'
import type { Occupancy } from '@/domain/occupancy'
import {
  occupancyChangeOutcome,
  occupancyChangeProblem,
  type OccupancyChange,
  type OccupancyChangeProblem,
} from '@/domain/occupancy-change'
import { sameStay, type SearchForm } from '@/api/contract/search-address'
import { announceNewSearch } from './new-search'

// The live booking session (docs/architecture.md#state: legend-state owns it): the search, its result, and what the
// guest chose for each searched room. Pages read it with useBookingSession and change it only through the
// actions below, so every change is a named event a later mirror to Dexie can follow.

type GuestName = { firstName: string; lastName: string }
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

/** What a room released by a change of its guests keeps for when it is chosen again (decision 0086). */
export type KeptDetails = Pick<RoomChoice, 'leadGuest' | 'roomConfigurationId' | 'services' | 'extrasSeen'>

export type BookingSession = {
  stage: BookingStage
  search: SearchForm | null
  result: SearchResult | null
  choices: (RoomChoice | null)[]
  summarySeen: boolean
  /**
   * The room the guest picked in the room list selector to work on (docs/product/account.md#steps "active room"), or null while the
   * flow leads room by room.
   */
  activeRoom: number | null
  /** Per searched room: the lead guest, bed and extras of a room released by a change of its guests. */
  kept: (KeptDetails | null)[]
  /** A chosen room's later step the guest went back to by the browser's Back (decision 0131), or null. */
  reopened: ReopenedStep | null
}

/** A step after a room's rate: its upgrade, its lead guest (Occupancy) or its extras. */
export type ReopenedStep = {
  step: typeof StepFlag.UpgradeSelection | typeof StepFlag.Occupancy | typeof StepFlag.Extras
  roomIndex: number
}

const EMPTY: BookingSession = {
  stage: 'None',
  search: null,
  result: null,
  choices: [],
  summarySeen: false,
  activeRoom: null,
  kept: [],
  reopened: null,
}

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
    // A step the guest went back to is done once the room changes: the flow leads on from there.
    reopened: null,
  })
}

export function useBookingSession(): BookingSession {
  return useSelector(() => session$.get())
}

export function getBookingSession(): BookingSession {
  return session$.peek()
}

// The basket a search for another stay replaced (decision 0118): kept aside so the guest can go back to it.
const earlier$ = observable<BookingSession | null>(null)

function hasChoices(s: BookingSession): boolean {
  return s.search !== null && s.choices.some((c) => c !== null)
}

/** Keeps a basket aside when the session now asks for another stay; a basket with nothing chosen is not kept. */
export function keepEarlierBasket(earlier: BookingSession, now: SearchForm | null): void {
  if (!hasChoices(earlier) || !earlier.search) return
  if (now && sameStay(now, earlier.search)) return
  earlier$.set(earlier)
}

/** The basket kept aside for another stay than the session's, or null. */
export function useEarlierBasket(): BookingSession | null {
  return useSelector(() => earlier$.get())
}

/** Goes back to the basket kept aside; the session it replaces is kept aside in its turn. */
export function backToEarlierBasket(): SearchForm | null {
  const earlier = earlier$.peek()
  if (!earlier) return null
  const live = session$.peek()
  earlier$.set(hasChoices(live) ? live : null)
  session$.set(earlier)
  return earlier.search
}

/**
 * The search an address asks for (decision 0118): the basket kept aside when it is for that stay, else a new
 * search as the search page starts one, the session it replaces kept aside.
 */
export function startAddressSearch(search: SearchForm, result: SearchResult): void {
  const earlier = earlier$.peek()
  if (earlier?.search && sameStay(earlier.search, search)) backToEarlierBasket()
  else startRoomsAndRates(search, result)
}

/** A search clears the chosen rooms, active room and basket and starts rooms and rates afresh (docs/product/account.md#steps). */
export function startRoomsAndRates(search: SearchForm, result: SearchResult): void {
  announceNewSearch()
  const before = session$.peek()
  keepEarlierBasket(before, search)
  session$.set({
    stage: 'RoomsAndRates',
    search,
    result,
    choices: search.rooms.map(() => null),
    summarySeen: false,
    activeRoom: null,
    kept: search.rooms.map(() => null),
    reopened: null,
  })
}

const NO_DETAILS: KeptDetails = {
  leadGuest: { firstName: '', lastName: '' },
  roomConfigurationId: null,
  services: [],
  extrasSeen: false,
}

/**
 * Gives a room a room type and rate. A room that had one keeps its lead guest, bed and extras (the guest
 * changes the room, not who stays in it), and is offered upgrades again; a room released by a change of its
 * guests gets back what it kept. The flow then leads on from where it stands: the active room is done.
 */
export function chooseRoom(roomIndex: number, roomTypeId: number, ratePlanId: number): void {
  update((s) => {
    const current = s.choices[roomIndex]
    if (current && current.roomTypeId === roomTypeId && current.ratePlanId === ratePlanId)
      return { ...s, activeRoom: null }
    const details = current ?? s.kept[roomIndex] ?? NO_DETAILS
    const choice: RoomChoice = {
      roomTypeId,
      ratePlanId,
      leadGuest: details.leadGuest,
      roomConfigurationId: details.roomConfigurationId,
      services: details.services,
      upgradeSeen: false,
      extrasSeen: details.extrasSeen,
    }
    return {
      ...withChoice(roomIndex, choice)(s),
      activeRoom: null,
      kept: s.kept.map((k, i) => (i === roomIndex ? null : k)),
    }
  })
}

/**
 * Releases a room back to the list (its availability returns). The booking goes back to Rooms & Rates (spec
 * docs/product/account.md#rules): a search for more rooms is not complete until that room is chosen again, wherever it was released.
 */
export function releaseRoom(roomIndex: number): void {
  update((s) => ({
    ...withChoice(roomIndex, null)(s),
    stage: s.stage === 'None' ? s.stage : 'RoomsAndRates',
    kept: s.kept.map((k, i) => (i === roomIndex ? null : k)),
  }))
}

/** The room list selector: the room the guest works on now, or null to follow the flow again. */
export function selectRoom(roomIndex: number | null): void {
  update((s) =>
    s.activeRoom !== roomIndex && (roomIndex === null || (roomIndex >= 0 && roomIndex < s.choices.length))
      ? { ...s, activeRoom: roomIndex, reopened: null }
      : s,
  )
}

/**
 * Back to a chosen room's upgrade, lead guest or extras (its history entry, decision 0131): the step shows again
 * with what the room holds; nothing is undone until the guest changes it. A room without a choice has no such step.
 */
export function reopenRoomStep(step: ReopenedStep): void {
  update((s) =>
    s.choices[step.roomIndex] &&
    (s.reopened?.step !== step.step || s.reopened.roomIndex !== step.roomIndex || s.activeRoom !== null)
      ? { ...s, reopened: step, activeRoom: null, summarySeen: false, stage: 'RoomsAndRates' }
      : s,
  )
}

/** Back from Checkout to the booking summary (its history entry, decision 0131): every choice stays. */
export function reopenSummary(): void {
  update((s) =>
    s.summarySeen || s.activeRoom !== null || s.reopened !== null
      ? { ...s, summarySeen: false, stage: 'RoomsAndRates', activeRoom: null, reopened: null }
      : s,
  )
}

type RoomOccupancyChange = OccupancyChange | { kind: 'refused'; problem: OccupancyChangeProblem }

/**
 * What giving searched room `roomIndex` this party would do, read from the session without changing it: why
 * the search answer has no room for it, or else whether the room's choice stays (re-priced) or is released.
 */
export function previewRoomOccupancy(
  s: BookingSession,
  roomIndex: number,
  occupancy: Occupancy,
): RoomOccupancyChange {
  const before = s.search?.rooms[roomIndex]
  if (!s.search || !s.result || !before) return { kind: 'unchanged' }
  const roomTypes = s.result.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates))
  const held = s.choices.map((c) => (c ? { roomTypeId: c.roomTypeId, ratePlanId: c.ratePlanId } : null))
  const stay = { dateFrom: s.search.dateFrom, dateTo: s.search.dateTo }
  const nights = eachNight(stay.dateFrom, stay.dateTo)
  const outcome = occupancyChangeOutcome(roomTypes, nights, held[roomIndex] ?? null, before, occupancy)
  if (outcome.kind === 'unchanged') return outcome
  const problem = occupancyChangeProblem({
    roomTypes,
    stay,
    availability: toAvailability(s.result),
    held,
    rooms: s.search.rooms,
    roomIndex,
    occupancy,
  })
  return problem ? { kind: 'refused', problem } : outcome
}

/** The session with searched room `roomIndex` for this party (a preview's prices come from it). */
export function withRoomOccupancy(
  s: BookingSession,
  roomIndex: number,
  occupancy: Occupancy,
): BookingSession {
  if (!s.search) return s
  const rooms = s.search.rooms.map((r, i) => (i === roomIndex ? { ...occupancy } : r))
  return { ...s, search: { ...s.search, rooms }, summarySeen: false }
}

/**
 * Changes the guests of one searched room without a new search (docs/product/account.md#steps; decision 0086): the search keeps the
 * new party (the address, a reload and checkout follow it), prices follow from the same answer, and a choice
 * that no longer takes the party is released, its lead guest, bed and extras kept for the room's next choice.
 * Nothing changes when the answer has no room for the party (the caller says why).
 */
export function changeRoomOccupancy(roomIndex: number, occupancy: Occupancy): RoomOccupancyChange {
  const s = session$.peek()
  const outcome = previewRoomOccupancy(s, roomIndex, occupancy)
  if (outcome.kind === 'unchanged' || outcome.kind === 'refused') return outcome
  const changed = withRoomOccupancy(s, roomIndex, occupancy)
  const current = s.choices[roomIndex]
  if (outcome.kind === 'released' && current) {
    const kept: KeptDetails = {
      leadGuest: current.leadGuest,
      roomConfigurationId: current.roomConfigurationId,
      services: current.services,
      extrasSeen: current.extrasSeen,
    }
    session$.set({
      ...withChoice(roomIndex, null)(changed),
      stage: 'RoomsAndRates',
      activeRoom: roomIndex,
      kept: s.choices.map((_, i) => (i === roomIndex ? kept : (s.kept[i] ?? null))),
    })
  } else {
    session$.set(changed)
  }
  return outcome
}

export function updateRoom(roomIndex: number, patch: Partial<RoomChoice>): void {
  const current = session$.peek().choices[roomIndex]
  if (!current) return
  update(withChoice(roomIndex, { ...current, ...patch }))
}

export function markSummarySeen(): void {
  update((s) => ({ ...s, summarySeen: true, stage: 'Checkout', activeRoom: null, reopened: null }))
}

export function resetBookingSession(): void {
  earlier$.set(null)
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
