/**
 * The rooms' part of what stops "Confirm booking" (docs/product/booking.md#rules "Confirming a booking"): every searched room has a
 * room chosen, each chosen room's lead guest is valid, and the room configuration is answered where the hotel
 * asks it. The booker, payment and terms part is the checkout form's schema; both run at Confirm (decision 0102).
 */
import { isLeadGuestValid, type LeadGuest } from './validation'

export const RoomProblem = {
  /** a searched room has no room type and rate (it was released, or never chosen) */
  NotChosen: 'NotChosen',
  LeadGuest: 'LeadGuest',
  RoomConfiguration: 'RoomConfiguration',
} as const
export type RoomProblem = (typeof RoomProblem)[keyof typeof RoomProblem]

/** One searched room as Confirm sees it: null when no room is chosen for it. */
export type ConfirmRoom = {
  leadGuest: LeadGuest | null
  roomConfigurationId: number | null | undefined
} | null

export type RoomConfigurationQuestion = {
  ShowRoomConfigurationQuestion: boolean
  RoomConfigurationOptions: readonly { Id: number }[]
}

/** The hotel asks the room configuration only when it is switched on and has options to choose from. */
export function asksRoomConfiguration(config: RoomConfigurationQuestion): boolean {
  return config.ShowRoomConfigurationQuestion && config.RoomConfigurationOptions.length > 0
}

/** What a chosen room still lacks before it may be booked (its lead guest first), or null when nothing. */
export function chosenRoomProblem(
  room: NonNullable<ConfirmRoom>,
  config: RoomConfigurationQuestion,
): RoomProblem | null {
  if (!isLeadGuestValid(room.leadGuest)) return RoomProblem.LeadGuest
  const configurationId = room.roomConfigurationId
  const answered =
    typeof configurationId === 'number' &&
    config.RoomConfigurationOptions.some((option) => option.Id === configurationId)
  if (asksRoomConfiguration(config) && !answered) return RoomProblem.RoomConfiguration
  return null
}

export type RoomProblemAt = { roomIndex: number; problem: RoomProblem }

/**
 * Every searched room's problem, in room order; an empty list means the rooms may be booked. `rooms` is one
 * entry per searched room (index i answers search room i), so a released room is a NotChosen, never skipped.
 */
export function confirmRoomProblems(
  rooms: readonly ConfirmRoom[],
  config: RoomConfigurationQuestion,
): RoomProblemAt[] {
  const problems: RoomProblemAt[] = []
  rooms.forEach((room, roomIndex) => {
    const problem = room === null ? RoomProblem.NotChosen : chosenRoomProblem(room, config)
    if (problem) problems.push({ roomIndex, problem })
  })
  return problems
}
