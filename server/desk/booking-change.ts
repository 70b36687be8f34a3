/**
 * Changing a booking's dates or rooms from the desk (decision 0126), through the guest's own Update
 * (../reservations/update.ts): the same checks of availability and of non-refundable rooms, the same re-pricing,
 * the same reckoning of the money in the change's transaction (refunds and charges asked of the provider after
 * the commit), the same change mail and hotel event. The desk only says which rooms move where; the guests,
 * occupancy and extras stay as booked. Staff may change a stay until check-in time on its arrival day, and the
 * change and its audit entry (the rooms before and after) are one transaction.
 */
import type {
  DeskActionResult,
  DeskChangeOptions,
  DeskChangeQuote,
  DeskChangeQuoteRequest,
  DeskChangeRequest,
} from '@/api/contract/desk-actions'
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import type { SettlementQuote } from '@/api/contract/settlement'
import { formatMoney, toMajorUnits, toMinorUnits } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import type { UpdateRules } from '../catalogue/change-window'
import { cancellationRulesOf } from '../catalogue/policy'
import { loadRatePlans, loadRoomTypes } from '../catalogue/rates'
import { badRequest, HttpError, modelStateBuilder, type ModelState } from '../http-errors'
import type { AppDeps } from '../web/context'
import { queueChangeMail } from '../reservations/change-mail'
import { managedReservation } from '../reservations/managed-view'
import { moveMoney } from '../reservations/money-after-change'
import {
  findByReference,
  loadGuests,
  loadItems,
  type ReservationItemRecord,
  type ReservationRecord,
} from '../reservations/record'
import { updateReservation } from '../reservations/update'
import { staffOf, type StaffAt } from './access'
import { writeAudit } from './audit'

type Deps = Pick<AppDeps, 'db' | 'payments' | 'clock' | 'secrets' | 'publicUrl'>

/** Until check-in time on the arrival day: the guest's online cut-off is for changes nobody at the hotel sees. */
const AT_THE_DESK: UpdateRules = { cutOffHours: 0, compareTotals: true, inHouse: true, reasonRequired: false }
/** A quote is asked before the desk has a price to send: it is what the quote tells. */
const QUOTING: UpdateRules = { ...AT_THE_DESK, compareTotals: false }

const liveItems = async (db: Queryable, reservationId: number) =>
  (await loadItems(db, reservationId)).filter((item) => !item.cancelled)

export async function changeOptions(db: Queryable, at: StaffAt, record: ReservationRecord) {
  const [items, roomTypes, plans] = await Promise.all([
    liveItems(db, record.id),
    loadRoomTypes(db, at.property.id),
    loadRatePlans(db, at.property.id),
  ])
  return {
    Version: record.version,
    Currency: at.property.currency,
    Total: toMajorUnits(record.totals.total),
    Rooms: items.map((item) => ({
      ReservationItemId: item.id,
      RoomTypeId: item.room_type_id,
      RoomTypeName: item.room_type_name,
      RatePlanId: item.rate_plan_id,
      RatePlanName: item.rate_plan_name,
      DateFrom: item.date_from,
      DateTo: item.date_to,
      Adults: item.adults,
      Children: item.children,
      Total: toMajorUnits(item.total),
    })),
    RoomTypes: roomTypes.map((type) => ({ Id: type.id, Name: type.name })),
    RatePlans: plans.map((plan) => ({
      Id: plan.id,
      Name: plan.name,
      Refundable: cancellationRulesOf(plan.policy).refundable,
    })),
  } satisfies DeskChangeOptions
}

/**
 * The guest's Update for the rooms the desk moves: each keeps its occupancy, guests and extras as booked, so only
 * its dates, room type and rate plan change. A room that is not part of the booking is sent as it was asked, for
 * the Update's own check to refuse on its field.
 */
async function asUpdate(
  db: Queryable,
  at: StaffAt,
  record: ReservationRecord,
  req: DeskChangeQuoteRequest | DeskChangeRequest,
): Promise<ManageUpdateRequest> {
  const [items, guests] = await Promise.all([liveItems(db, record.id), loadGuests(db, record.id)])
  const ReservationItems = req.Rooms.map((room) => {
    const item = items.find((candidate) => candidate.id === room.ReservationItemId)
    return {
      ReservationItemId: room.ReservationItemId,
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
      NumberOfAdults: item?.adults ?? 0,
      NumberOfChildren: item?.children ?? 0,
      NumberOfInfants: item?.infants ?? 0,
      Guests: guests
        .filter((guest) => guest.item_id === item?.id)
        .map((guest) => ({
          FirstName: guest.first_name,
          LastName: guest.last_name,
          Email: guest.email,
          Phone: guest.phone,
        })),
      TotalCost: 'TotalCost' in room ? room.TotalCost : 0,
    }
  })
  return {
    PropertyId: at.property.id,
    ReferenceNumber: record.reference_number,
    Code: record.code,
    LanguageCode: 'en',
    Version: req.Version,
    ReservationItems,
    RoomsToAdd: [],
    RoomsToCancel: [],
  }
}

/** The Update's refusals under the desk's own field names (`ReservationItems.0.DateTo` → `Rooms.0.DateTo`). */
async function inDeskFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const state = error instanceof HttpError && error.status === 400 ? error.body.ModelState : undefined
    if (!state || typeof state !== 'object') throw error
    const renamed = modelStateBuilder()
    for (const [key, messages] of Object.entries(state as ModelState))
      for (const message of messages) renamed.add(key.replace(/^ReservationItems\./, 'Rooms.'), message)
    throw badRequest(renamed.build())
  }
}

/** Each moved room's total before and after, and the booking's, read inside the change's transaction. */
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
  return {
    Rooms: after.map((item) => ({
      ReservationItemId: item.id,
      Before: toMajorUnits(before.find((was) => was.id === item.id)?.total ?? item.total),
      After: toMajorUnits(item.total),
    })),
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

/** A room as the audit log keeps it. */
const roomInLog = (item: ReservationItemRecord) => ({
  ReservationItemId: item.id,
  RoomType: item.room_type_name,
  RatePlan: item.rate_plan_name,
  DateFrom: item.date_from,
  DateTo: item.date_to,
  Total: toMajorUnits(item.total),
})

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
        const moved = new Set(req.Rooms.map((room) => room.ReservationItemId))
        await writeAudit(tx, {
          at: deps.clock(),
          staff: at.session.staff,
          action: 'booking-changed',
          propertyId: property.id,
          reservationId: record.id,
          before: {
            Version: record.version,
            Rooms: before.filter((item) => moved.has(item.id)).map(roomInLog),
            Total: changed.TotalBefore,
          },
          after: {
            Version: version,
            Rooms: (await liveItems(tx, record.id)).filter((item) => moved.has(item.id)).map(roomInLog),
            Total: changed.TotalAfter,
            Refund: money.Refund,
            DueNow: money.DueNow,
          },
        })
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
