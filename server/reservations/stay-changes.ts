/**
 * What a saved change did to a booking, in the guest's words, old → new: the dates, each room's type and rate,
 * its guests, its extras and its price, rooms added or cancelled, and the special requests. Read from the
 * booking as manage booking showed it before the change and as it is after, so the message says what was saved,
 * not what was asked.
 */
import type { ManagedReservation, ReservationItem } from '@/api/contract/manage-booking'
import type { MailWords } from '../mail/mail-words'
import { extraText, guestsText } from './stay-mail-blocks'

const datesText = (from: string, to: string, w: MailWords) =>
  w.t('stay.dates', { from: w.day(from), to: w.day(to) })

const roomText = (item: ReservationItem, w: MailWords) =>
  w.t('room.name', { roomType: item.RoomTypeName, ratePlan: item.RatePlanName })

/** The names of a room's guests, as the guest gave them. */
export const namesText = (item: ReservationItem, w: MailWords) =>
  item.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`).join(w.t('list.separator')) ||
  w.t('changes.noNames')

const extrasText = (item: ReservationItem, w: MailWords) =>
  item.Services.map((extra) => extraText(extra, w)).join(w.t('list.separator')) || w.t('changes.none')

/** `what: old → new` when the two differ, else nothing. */
function moved(w: MailWords, what: string, old: string, now: string): string[] {
  return old === now ? [] : [w.t('changes.moved', { what, old, now })]
}

function roomChanges(
  number: number,
  was: ReservationItem,
  now: ReservationItem,
  currency: string,
  w: MailWords,
): string[] {
  if (now.IsCancelled && !was.IsCancelled)
    return [w.t('changes.roomCancelled', { number, room: roomText(was, w) })]
  const money = (item: ReservationItem) => w.money(item.TotalCost, currency)
  const dates = (item: ReservationItem) => datesText(item.DateOfArrival, item.DateOfDeparture, w)
  return [
    ...moved(w, w.t('changes.room', { number }), roomText(was, w), roomText(now, w)),
    ...moved(w, w.t('changes.roomDates', { number }), dates(was), dates(now)),
    ...moved(w, w.t('changes.roomGuests', { number }), guestsText(was, w), guestsText(now, w)),
    ...moved(w, w.t('changes.roomNames', { number }), namesText(was, w), namesText(now, w)),
    ...moved(w, w.t('changes.roomExtras', { number }), extrasText(was, w), extrasText(now, w)),
    ...moved(w, w.t('changes.roomPrice', { number }), money(was), money(now)),
  ]
}

/** Each change the guest saved, one line each, in `w`'s language; empty when nothing the guest can see changed. */
export function stayChanges(before: ManagedReservation, after: ManagedReservation, w: MailWords): string[] {
  const currency = after.Currency
  const rooms = after.ReservationItems.flatMap((now, index) => {
    const was = before.ReservationItems.find((item) => item.ReservationItemId === now.ReservationItemId)
    if (!was)
      return [
        w.t('changes.roomAdded', {
          number: index + 1,
          room: roomText(now, w),
          guests: guestsText(now, w),
          price: w.money(now.TotalCost, currency),
        }),
      ]
    return roomChanges(index + 1, was, now, currency, w)
  })
  const requests = (m: ManagedReservation) => m.SpecialRequests || w.t('changes.none')
  return [
    ...moved(
      w,
      w.t('changes.dates'),
      datesText(before.DateFrom, before.DateTo, w),
      datesText(after.DateFrom, after.DateTo, w),
    ),
    ...rooms,
    ...moved(w, w.t('changes.requests'), requests(before), requests(after)),
    ...moved(
      w,
      w.t('changes.total'),
      w.money(before.TotalCost, currency),
      w.money(after.TotalCost, currency),
    ),
  ]
}
