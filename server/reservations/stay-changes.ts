/**
 * What a saved change did to a booking, in the guest's words, old → new: the dates, each room's type and rate,
 * its guests, its extras and its price, rooms added or cancelled, and the special requests. Read from the
 * booking as manage booking showed it before the change and as it is after, so the message says what was saved,
 * not what was asked.
 */
import type { ManagedReservation, ReservationItem } from '@/api/contract/manage-booking'
import { mailDay, mailMoney } from '../mail/layout'
import { extraText, guestsText } from './stay-mail-blocks'

const datesText = (from: string, to: string) => `${mailDay(from)} to ${mailDay(to)}`

const roomText = (item: ReservationItem) => `${item.RoomTypeName}, ${item.RatePlanName}`

/** The names of a room's guests, as the guest gave them. */
export const namesText = (item: ReservationItem) =>
  item.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`).join(', ') || 'no names given'

const extrasText = (item: ReservationItem) => item.Services.map(extraText).join(', ') || 'none'

/** `what: old → new` when the two differ, else nothing. */
function moved(what: string, old: string, now: string): string[] {
  return old === now ? [] : [`${what}: ${old} → ${now}`]
}

function roomChanges(number: number, was: ReservationItem, now: ReservationItem, currency: string): string[] {
  const room = `Room ${number}`
  if (now.IsCancelled && !was.IsCancelled) return [`${room} (${roomText(was)}) is cancelled.`]
  const guests = (item: ReservationItem) => guestsText(item)
  return [
    ...moved(`${room}`, roomText(was), roomText(now)),
    ...moved(
      `${room} dates`,
      datesText(was.DateOfArrival, was.DateOfDeparture),
      datesText(now.DateOfArrival, now.DateOfDeparture),
    ),
    ...moved(`${room} guests`, guests(was), guests(now)),
    ...moved(`${room} guest names`, namesText(was), namesText(now)),
    ...moved(`${room} extras`, extrasText(was), extrasText(now)),
    ...moved(`${room} price`, mailMoney(was.TotalCost, currency), mailMoney(now.TotalCost, currency)),
  ]
}

/** Each change the guest saved, one line each; empty when nothing the guest can see changed. */
export function stayChanges(before: ManagedReservation, after: ManagedReservation): string[] {
  const currency = after.Currency
  const rooms = after.ReservationItems.flatMap((now, index) => {
    const was = before.ReservationItems.find((item) => item.ReservationItemId === now.ReservationItemId)
    if (!was)
      return [
        `Room ${index + 1} added: ${roomText(now)}, ${guestsText(now)}, ${mailMoney(now.TotalCost, currency)}.`,
      ]
    return roomChanges(index + 1, was, now, currency)
  })
  return [
    ...moved('Dates', datesText(before.DateFrom, before.DateTo), datesText(after.DateFrom, after.DateTo)),
    ...rooms,
    ...moved('Special requests', before.SpecialRequests || 'none', after.SpecialRequests || 'none'),
    ...moved('Total price', mailMoney(before.TotalCost, currency), mailMoney(after.TotalCost, currency)),
  ]
}
