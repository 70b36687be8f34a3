/**
 * Changing a booking from the desk (decisions 0126, 0134), through the guest's own Update
 * (../reservations/update.ts): rooms moved (dates, room type, rate plan), their occupancy and extras changed, rooms
 * added and rooms cancelled, with the same checks of availability and of non-refundable rooms, the same
 * re-pricing, the same reckoning of the money in the change's transaction (refunds and charges asked of the
 * provider after the commit), the same change mail (saying the hotel made it) and hotel event. Staff may change a
 * stay until check-in time on its arrival day, and the departure of a stay in house; the change and its audit
 * entry (the rooms before and after) are one transaction.
 */
import type {
  DeskActionResult,
  DeskChangeQuote,
  DeskChangeQuoteRequest,
  DeskChangeRequest,
} from '@/api/contract/desk-actions'
import type { SettlementQuote } from '@/api/contract/settlement'
import { formatMoney, toMajorUnits, toMinorUnits } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import type { UpdateRules } from '../catalogue/change-window'
import type { AppDeps } from '../web/context'
import { queueChangeMail } from '../reservations/change-mail'
import { managedReservation } from '../reservations/managed-view'
import { moveMoney } from '../reservations/money-after-change'
import {
  findByReference,
  loadServiceLines,
  type ReservationItemRecord,
  type ReservationRecord,
  type ServiceLineRecord,
} from '../reservations/record'
import { updateReservation } from '../reservations/update'
import { staffOf, type StaffAt } from './access'
import { writeAudit } from './audit'
import { liveItems } from './change-options'
import { asUpdate, inDeskFields } from './change-request'

type Deps = Pick<AppDeps, 'db' | 'payments' | 'clock' | 'secrets' | 'publicUrl'>

/** Until check-in time on the arrival day: the guest's online cut-off is for changes nobody at the hotel sees. */
const AT_THE_DESK: UpdateRules = { cutOffHours: 0, compareTotals: true, inHouse: true, reasonRequired: false }
/** A quote is asked before the desk has a price to send: it is what the quote tells. */
const QUOTING: UpdateRules = { ...AT_THE_DESK, compareTotals: false }

/**
 * Each remaining room's total before and after, each added room's total, and the booking's, read inside the
 * change's transaction.
 */
async function changeSummary(
  tx: Queryable,
  record: ReservationRecord,
  before: readonly ReservationItemRecord[],
  money: SettlementQuote,
): Promise<DeskChangeQuote> {
  const after = await liveItems(tx, record.id)
  const [saved] = await tx.query<{ total: number }>(
    `SELECT (totals->>'total')::int AS total FROM reservation WHERE id = $1`,
    [record.id],
  )
  const was = (item: ReservationItemRecord) => before.find((old) => old.id === item.id)
  return {
    Rooms: after.flatMap((item) => {
      const old = was(item)
      return old
        ? [{ ReservationItemId: item.id, Before: toMajorUnits(old.total), After: toMajorUnits(item.total) }]
        : []
    }),
    Added: after
      .filter((item) => !was(item))
      .sort((x, y) => x.id - y.id)
      .map((item) => toMajorUnits(item.total)),
    TotalBefore: toMajorUnits(record.totals.total),
    TotalAfter: toMajorUnits(saved?.total ?? record.totals.total),
    Money: money,
  }
}

/** Thrown to roll a change back once it is reckoned: a quote writes nothing. */
class Quoted extends Error {
  constructor(readonly quote: DeskChangeQuote) {
    super('quoted')
  }
}

/**
 * What the change would do, made in a transaction that is rolled back (as the guest's ChangeQuote): the same
 * checks and 400s as the change itself, the same money.
 */
export async function quoteChangeAtDesk(
  deps: Deps,
  at: StaffAt,
  record: ReservationRecord,
  req: DeskChangeQuoteRequest,
  now: WallClock,
): Promise<DeskChangeQuote> {
  const { db } = deps
  const before = await liveItems(db, record.id)
  const update = await asUpdate(db, at, record, req)
  try {
    await inDeskFields(() =>
      updateReservation(
        db,
        deps.payments,
        at.property,
        record,
        update,
        now,
        async (tx, _version, money) => {
          throw new Quoted(await changeSummary(tx, record, before, money))
        },
        QUOTING,
      ),
    )
  } catch (error) {
    if (error instanceof Quoted) return error.quote
    throw error
  }
  throw new Error('A quoted change was not rolled back.')
}

/** The rooms as the audit log keeps them: dates, room, rate, occupancy, extras and price. */
function roomsInLog(items: readonly ReservationItemRecord[], lines: readonly ServiceLineRecord[]) {
  return items.map((item) => ({
    ReservationItemId: item.id,
    RoomType: item.room_type_name,
    RatePlan: item.rate_plan_name,
    DateFrom: item.date_from,
    DateTo: item.date_to,
    Adults: item.adults,
    Children: item.children,
    Infants: item.infants,
    Extras: lines
      .filter((line) => line.item_id === item.id)
      .map((line) => ({ ServiceId: line.service_id, Quantity: line.quantity })),
    Total: toMajorUnits(item.total),
  }))
}

/** The audit entry of a change: the rooms it touched before, and after (with those it added and cancelled). */
async function auditChange(
  tx: Queryable,
  deps: Deps,
  at: StaffAt,
  change: {
    record: ReservationRecord
    before: readonly ReservationItemRecord[]
    lines: readonly ServiceLineRecord[]
    req: DeskChangeRequest
  },
  result: { version: number; summary: DeskChangeQuote; money: SettlementQuote },
) {
  const { record, req } = change
  const was = roomsInLog(change.before, change.lines)
  const now = roomsInLog(await liveItems(tx, record.id), await loadServiceLines(tx, record.id))
  const same = (x: (typeof was)[number], y: (typeof was)[number]) => JSON.stringify(x) === JSON.stringify(y)
  // Only the rooms the change touched: moved or changed, cancelled, added.
  const changed = now.filter((room) => {
    const old = was.find((candidate) => candidate.ReservationItemId === room.ReservationItemId)
    return !old || !same(old, room)
  })
  const gone = new Set(req.RoomsToCancel.map((room) => room.ReservationItemId))
  const ids = new Set(changed.map((room) => room.ReservationItemId))
  await writeAudit(tx, {
    at: deps.clock(),
    staff: at.session.staff,
    action: 'booking-changed',
    propertyId: at.property.id,
    reservationId: record.id,
    before: {
      Version: record.version,
      Rooms: was.filter((room) => ids.has(room.ReservationItemId) || gone.has(room.ReservationItemId)),
      Total: result.summary.TotalBefore,
    },
    after: {
      Version: result.version,
      Rooms: changed,
      Cancelled: [...gone],
      Total: result.summary.TotalAfter,
      Refund: result.money.Refund,
      DueNow: result.money.DueNow,
    },
  })
}

/**
 * The change made: the guest's change mail queued and the audit entry written at the end of its transaction, the
 * refunds and charges it made due asked of the provider after the commit.
 */
export async function changeAtDesk(
  deps: Deps,
  at: StaffAt,
  record: ReservationRecord,
  req: DeskChangeRequest,
  now: WallClock,
): Promise<DeskActionResult> {
  const { db } = deps
  const { property } = at
  const before = await liveItems(db, record.id)
  const lines = await loadServiceLines(db, record.id)
  const shownBefore = await managedReservation(db, property, record, now)
  const update = await asUpdate(db, at, record, req)
  const summary = await inDeskFields(() =>
    updateReservation(
      db,
      deps.payments,
      property,
      record,
      update,
      now,
      async (tx, version, money) => {
        const saved = await findByReference(tx, property.id, record.reference_number)
        if (saved) {
          const after = await managedReservation(tx, property, saved, now)
          const mailAt = { now: deps.clock(), publicUrl: deps.publicUrl }
          const by = staffOf(at)
          await queueChangeMail(
            tx,
            property,
            { before: shownBefore, after, record: saved, money, by },
            mailAt,
          )
        }
        const changed = await changeSummary(tx, record, before, money)
        const result = { version, summary: changed, money }
        await auditChange(tx, deps, at, { record, before, lines, req }, result)
        return changed
      },
      AT_THE_DESK,
    ),
  )
  await moveMoney(deps, property, { id: record.id, reference: record.reference_number })
  return { Message: changedInWords(summary, property.currency), Money: summary.Money }
}

/** "The booking is changed: £420.00 now (was £360.00); £60.00 to pay now." */
function changedInWords(summary: DeskChangeQuote, currency: string): string {
  const money = (major: number) => formatMoney(toMinorUnits(major), currency, 'en-GB')
  const { Refund, DueNow } = summary.Money
  const settled =
    Refund > 0
      ? `${money(Refund)} back to the guest`
      : DueNow > 0
        ? `${money(DueNow)} to pay now`
        : 'nothing to pay or give back now'
  return `The booking is changed: ${money(summary.TotalAfter)} now (was ${money(summary.TotalBefore)}); ${settled}.`
}
