/**
 * POST /api/PreCheckIn/Save: the booker, every guest of every room, arrival time and requests, and extras added
 * now. Open until departure (a guest checks in online on the arrival day too); `within` gets the new version.
 */
import type { PreCheckInSaveRequest } from '@/api/contract/pre-check-in'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import { toMinorUnits } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { Db, Queryable } from '../db/types'
import { conflict, forbidden, modelStateBuilder, refuseIfAny, type AddProblem } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import { loadServices, type ServiceRow } from '../catalogue/services'
import { takeStock } from './inventory'
import {
  claimVersion,
  loadItems,
  occupancyOf,
  replaceGuests,
  STALE_MESSAGE,
  writeBooker,
  writeServiceLines,
  type PricedLine,
  type ReservationItemRecord,
  type ReservationRecord,
} from './record'
import { checkRegistrations, writeRegistrations } from './pre-check-in-registration'
import { configuredFieldChecks } from './required-fields'
import { formatMoney, linesCost, priceExtras } from './room-quote'
import { refreshTotals } from './totals'

type AddedExtras = { item: ReservationItemRecord; lines: PricedLine[] }

/** Checks the guests and prices the extras added to each room; every problem goes to `add`. */
function checkRooms(
  req: PreCheckInSaveRequest,
  rooms: { current: readonly ReservationItemRecord[]; catalogue: readonly ServiceRow[] },
  required: ReturnType<typeof configuredFieldChecks>,
  add: AddProblem,
): AddedExtras[] {
  const added: AddedExtras[] = []
  for (const [index, sent] of req.ReservationItems.entries()) {
    const key = (field: string) => `ReservationItems.${index}.${field}`
    const item = rooms.current.find((candidate) => candidate.id === sent.ReservationItemId)
    if (!item) {
      add(key('ReservationItemId'), 'This room is not part of this reservation.')
      continue
    }
    if (sent.Guests.length > Math.max(1, item.adults + item.children))
      add(key('Guests'), 'There are more guests than people in this room.')
    required.guests(sent.Guests, key('Guests'))
    const lines = priceExtras(
      rooms.catalogue,
      sent.AddServices ?? [],
      {
        nights: nightsBetween(item.date_from, item.date_to),
        occupancy: occupancyOf(item),
        path: key('AddServices'),
      },
      add,
    )
    const cost = linesCost(lines)
    if (toMinorUnits(sent.AddServicesCost ?? 0) !== cost)
      add(key('AddServicesCost'), `The price has changed: these extras now cost ${formatMoney(cost)}.`)
    if (lines.length > 0) added.push({ item, lines })
  }
  return added
}

/** The rooms sent with their stored item (a room not part of the reservation is refused by checkRooms). */
function sentRooms(req: PreCheckInSaveRequest, current: readonly ReservationItemRecord[]) {
  return req.ReservationItems.flatMap((sent, index) => {
    const item = current.find((candidate) => candidate.id === sent.ReservationItemId)
    return item ? [{ index, sent, item }] : []
  })
}

export async function savePreCheckIn<T>(
  db: Db,
  property: PropertyRow,
  record: ReservationRecord,
  req: PreCheckInSaveRequest,
  now: WallClock,
  /** Runs last in the saving transaction, given the new version: its e-mail and answer (decision 0098). */
  within: (tx: Queryable, version: number) => Promise<T>,
): Promise<T> {
  if (record.cancelled) throw conflict('This reservation is cancelled.')
  if (compareIsoDate(record.date_to, now.date) <= 0)
    throw forbidden('This stay is over, so online check-in is closed.')
  if (req.Version !== record.version) throw conflict(STALE_MESSAGE)
  const current = (await loadItems(db, record.id)).filter((item) => !item.cancelled)
  const catalogue = await loadServices(db, property.id)
  const problems = modelStateBuilder()
  const add = problems.add
  // What the hotel requires of the booker and guests beyond docs/product/after-booking.md#rules's fixed rules (decision 0090).
  const required = configuredFieldChecks(property, add)
  if (req.Booker) required.booker(req.Booker, 'Booker')
  const added = checkRooms(req, { current, catalogue }, required, add)
  checkRegistrations(property, sentRooms(req, current), now.date, add)
  refuseIfAny(problems.build())
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, record.id, req.Version)
    if (req.Booker) await writeBooker(tx, record.id, req.Booker)
    await tx.query(
      `UPDATE reservation SET special_requests = COALESCE($2, special_requests), estimated_arrival_time = $3,
         pre_check_in_at = now() WHERE id = $1`,
      [
        record.id,
        req.SpecialRequests === undefined ? null : req.SpecialRequests,
        req.EstimatedArrivalTime ?? null,
      ],
    )
    for (const sent of req.ReservationItems) await replaceGuests(tx, sent.ReservationItemId, sent.Guests)
    for (const { sent, item } of sentRooms(req, current))
      await writeRegistrations(tx, property, { reservationId: record.id, item }, sent)
    for (const { item, lines } of added) {
      await takeStock(tx, lines, item.date_from, item.date_to)
      await writeServiceLines(tx, item.id, lines)
      await tx.query(
        'UPDATE reservation_item SET services_total = services_total + $2, total = total + $2 WHERE id = $1',
        [item.id, linesCost(lines)],
      )
    }
    if (added.length > 0) await refreshTotals(tx, property, record, now.date)
    return within(tx, version)
  })
}
