/**
 * What a guest may change online, and until when.
 *
 * Trap: "editable" is about time, per room. A room can be changed or cancelled online until
 * ChangeCutOffHours before the hotel's check-in time (property time; the one the free-cancellation deadline
 * counts back from too) on its arrival day; pre-check-in stays open until departure. Every check goes through `changeAllowed`, so the flags the app shows (CanBeEdited,
 * CanBeCancelled) and what the server accepts never disagree.
 */
import type { ManageBookingConfig } from '@/api/contract/manage-booking'
import { NO_REQUIRED_FIELDS } from '@/api/contract/required-fields'
import { toDayNumber } from '@/domain/dates'
import { DEFAULT_CHECK_IN, hotelTimesOf, type ClockTime } from '@/domain/hotel-times'
import type { WallClock } from '@/domain/same-day'

/** GET /api/ManageBooking/Config: what the demo properties allow online. */
export const MANAGE_CONFIG: ManageBookingConfig = {
  AllowEditGuestDetails: true,
  AllowChangeDates: true,
  AllowChangeRooms: true,
  AllowManageExtras: true,
  AllowCancel: true,
  CancellationReasonRequired: true,
  ChangeCutOffHours: 24,
  // Per property: the route answers with the property's own (decision 0090).
  RequiredFields: NO_REQUIRED_FIELDS,
}

/**
 * Where the desk is held to less than a guest online (decision 0126): staff change a stay until check-in time on
 * its arrival day (the guest's cut-off is for changes nobody at the hotel sees), and a desk quote is asked before
 * anyone has a price to send, so its totals are not compared. Staff may also move the departure of a stay in
 * house, and cancel a room without one of the guest's reasons (decision 0134).
 */
export type UpdateRules = {
  cutOffHours: number
  compareTotals: boolean
  inHouse: boolean
  reasonRequired: boolean
}
export const GUEST_RULES: UpdateRules = {
  cutOffHours: MANAGE_CONFIG.ChangeCutOffHours,
  compareTotals: true,
  inHouse: false,
  reasonRequired: MANAGE_CONFIG.CancellationReasonRequired,
}

export const TOO_LATE_MESSAGE = 'This room can no longer be changed online. Please contact the hotel.'

/** The hotel's check-in time (decision 0143), which the cut-off and the free deadline count back from. */
export const checkInOf = (property: { settings: { CheckInTime?: string } }): ClockTime =>
  hotelTimesOf(property.settings).checkIn

/** Changes are allowed until ChangeCutOffHours before the hotel's check-in time on the arrival day (property time). */
export function changeAllowed(
  arrival: string,
  now: WallClock,
  cutOffHours = MANAGE_CONFIG.ChangeCutOffHours,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): boolean {
  const minutes = (day: string, hour: number, minute: number) => toDayNumber(day) * 1440 + hour * 60 + minute
  const opensAt = minutes(arrival, checkIn.hour, checkIn.minute)
  return minutes(now.date, now.hour, now.minute) < opensAt - cutOffHours * 60
}

/**
 * A stay in house: arrived (its arrival day is past, or it is the arrival day and check-in time has come) and not
 * yet gone (today is at most its departure day). Only the desk may move its departure (decision 0134).
 */
export function inHouse(
  stay: { date_from: string; date_to: string },
  now: WallClock,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): boolean {
  return (
    !changeAllowed(stay.date_from, now, 0, checkIn) && stay.date_from <= now.date && now.date <= stay.date_to
  )
}

/** Whether a room may be changed at all under these rules: before the cut-off, or in house at the desk. */
export const roomOpen = (
  stay: { date_from: string; date_to: string },
  now: WallClock,
  rules: UpdateRules,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): boolean =>
  changeAllowed(stay.date_from, now, rules.cutOffHours, checkIn) ||
  (rules.inHouse && inHouse(stay, now, checkIn))
