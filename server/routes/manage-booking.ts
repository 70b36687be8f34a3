import { Hono } from 'hono'
import {
  CancelRequest,
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchQuery,
  ManageSearchResponse,
  ManageUpdateRequest,
  SearchDateOptionsRequest,
  SearchDateOptionsResponse,
  UpgradeOptionList,
  UpgradeOptionsQuery,
  type ReservationItemRateRow,
  type UpgradeOption,
} from '@/api/contract/manage-booking'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { priceStay } from '@/domain/pricing'
import {
  accessByCode,
  accessByGuestName,
  cancelReservation,
  managedReservation,
  updateReservation,
} from '../booking/manage'
import { propertyNow, requireProperty, type PropertyRow } from '../booking/property'
import {
  loadRates,
  loadRoomTypes,
  minAvailability,
  sellablePlans,
  toDailyRate,
  toNightlyRate,
} from '../booking/rates'
import { stayErrors } from '../booking/search'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, notFound, parseBody, parseQuery, reply } from '../http'
import { writeMail } from '../mail'

export function manageBookingRoutes({ db, clock, mailDir }: AppDeps) {
  const app = new Hono<AppEnv>()
  const today = () => propertyNow(clock).date
  const notify = async (
    p: PropertyRow,
    r: { reference_number: string; booker: { FirstName: string; Email: string } },
    what: string,
  ) =>
    writeMail(
      mailDir,
      `${what === 'cancelled' ? 'cancellation' : 'change'}-${r.reference_number}`,
      {
        from: `${p.name} <${p.settings.Email}>`,
        to: r.booker.Email,
        subject: `Your booking ${r.reference_number} at ${p.name} is ${what}`,
        text: `Dear ${r.booker.FirstName},\n\nYour booking ${r.reference_number} at ${p.name} is ${what}.\n\n${p.name}, ${p.settings.Telephone}\n`,
      },
      clock(),
    )

  app.get('/api/ManageBooking/Config/:id', async (c) => {
    await requireProperty(db, c.req.param('id'))
    return reply(c, ManageBookingConfig, {
      AllowEditGuestDetails: true,
      AllowChangeDates: true,
      AllowChangeRooms: true,
      AllowManageExtras: true,
      AllowCancel: true,
      CancellationReasonRequired: true,
      ChangeCutOffHours: 24,
    })
  })

  app.post('/api/ManageBooking/Search', async (c) => {
    const q = parseQuery(c, ManageSearchQuery)
    const p = await requireProperty(db, q.propertyId)
    if (!q.hash && !q.guestName) throw badRequest({ guestName: ['The guest name is required.'] })
    const r = q.hash
      ? await accessByCode(db, p, q.reservationNumber, q.hash).catch(() => null)
      : await accessByGuestName(db, p, q.reservationNumber, q.guestName ?? '')
    if (!r) {
      return reply(c, ManageSearchResponse, {
        Success: false,
        Message: 'We could not find a reservation with these details.',
        Reservation: null,
      })
    }
    return reply(c, ManageSearchResponse, {
      Success: true,
      Message: r.cancelled ? 'This reservation is cancelled.' : null,
      Reservation: await managedReservation(db, p, r, today()),
    })
  })

  app.get('/api/ManageBooking/UpgradeOptions', async (c) => {
    const q = parseQuery(c, UpgradeOptionsQuery)
    const p = await requireProperty(db, q.propertyId)
    const r = await accessByCode(db, p, q.referenceNumber, q.code)
    if (r.id !== q.reservationId) throw notFound('We could not find this reservation.')
    const res = await managedReservation(db, p, r, today())
    const roomTypes = await loadRoomTypes(db, p.id)
    const out: UpgradeOption[] = []
    for (const item of res.ReservationItems.filter((i) => i.CanBeEdited)) {
      const nights = nightsBetween(item.DateOfArrival, item.DateOfDeparture)
      const sellable = sellablePlans(
        await loadRates(db, p.id, item.DateOfArrival, item.DateOfDeparture),
        nights,
      )
      const free = await minAvailability(db, p.id, item.DateOfArrival, item.DateOfDeparture, nights)
      const occ = {
        adults: item.NumberOfAdults,
        children: item.NumberOfChildren,
        infants: item.NumberOfInfants,
      }
      for (let next = roomTypes.find((t) => t.id === item.RoomTypeId)?.upgrade_to ?? null; next !== null;) {
        const target = roomTypes.find((t) => t.id === next)
        if (!target) break
        const rows = sellable.get(target.id)?.get(item.RatePlanId)
        const fits =
          occ.adults <= target.adult_max && occ.adults + occ.children + occ.infants <= target.max_occupancy
        if (rows && fits && (free.get(target.id) ?? 0) > 0) {
          const nightly = rows.map((x) => toNightlyRate(x, 0))
          const total = priceStay(nightly, occ).total
          out.push({
            ReservationItemId: item.ReservationItemId,
            RoomTypeId: target.id,
            RoomTypeName: target.name,
            RatePlanId: item.RatePlanId,
            DailyRates: nightly.map(toDailyRate),
            TotalUpgradeCost: toMajorUnits(total),
            CostDifference:
              toMajorUnits(total) - item.TotalCost + item.Services.reduce((a, s) => a + s.TotalCost, 0),
          })
        }
        next = target.upgrade_to
      }
    }
    return reply(
      c,
      UpgradeOptionList,
      out.map((o) => ({ ...o, CostDifference: Math.round(o.CostDifference * 100) / 100 })),
    )
  })

  app.post('/api/ManageBooking/SearchDateOptions', async (c) => {
    const req = await parseBody(c, SearchDateOptionsRequest)
    const p = await requireProperty(db, req.PropertyId)
    const errors = stayErrors(req.DateFrom, req.DateTo, today())
    if (Object.keys(errors).length > 0) throw badRequest(errors)
    const r = await accessByCode(db, p, req.ReferenceNumber, req.Code)
    const res = await managedReservation(db, p, r, today())
    const nights = nightsBetween(req.DateFrom, req.DateTo)
    const sellable = sellablePlans(await loadRates(db, p.id, req.DateFrom, req.DateTo), nights)
    const free = await minAvailability(db, p.id, req.DateFrom, req.DateTo, nights)
    const rows: ReservationItemRateRow[] = []
    for (const id of req.ReservationItemIds) {
      const item = res.ReservationItems.find((i) => i.ReservationItemId === id && !i.IsCancelled)
      if (!item) throw badRequest({ ReservationItemIds: [`Room ${id} is not part of this reservation.`] })
      const rates = sellable.get(item.RoomTypeId)?.get(item.RatePlanId)
      // The room's own night is given back when it moves, so overlapping nights count one more room.
      const own = item.DateOfArrival < req.DateTo && req.DateFrom < item.DateOfDeparture ? 1 : 0
      const available = Boolean(rates) && (free.get(item.RoomTypeId) ?? 0) + own > 0
      const occ = {
        adults: item.NumberOfAdults,
        children: item.NumberOfChildren,
        infants: item.NumberOfInfants,
      }
      const stay = rates
        ? priceStay(
            rates.map((x) => toNightlyRate(x, 0)),
            occ,
          )
        : null
      const servicesCost = item.Services.reduce((a, s) => a + s.TotalCost, 0)
      const accommodation = stay ? toMajorUnits(stay.total) : 0
      rows.push({
        ReservationItemId: id,
        DateFrom: req.DateFrom,
        DateTo: req.DateTo,
        IsAvailable: available,
        DailyRates: stay
          ? stay.nights.map((n) => ({ DateOfStay: n.date, RatePerNight: toMajorUnits(n.price) }))
          : [],
        NumberOfAdults: occ.adults,
        NumberOfChildren: occ.children,
        NumberOfInfants: occ.infants,
        TotalCost: accommodation,
        CostDifference: Math.round((accommodation - (item.TotalCost - servicesCost)) * 100) / 100,
      })
    }
    const ok = rows.every((x) => x.IsAvailable)
    return reply(c, SearchDateOptionsResponse, {
      Success: ok,
      Message: ok ? null : 'Not every room is available on these dates.',
      ReservationItemRateRows: rows,
    })
  })

  app.post('/api/ManageBooking/Cancel', async (c) => {
    const req = await parseBody(c, CancelRequest)
    const p = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, p, req.ReferenceNumber, req.Code)
    if (r.id !== req.ReservationId) throw notFound('We could not find this reservation.')
    if (!req.CancellationReasonId)
      throw badRequest({ CancellationReasonId: ['Please choose a reason for cancelling.'] })
    const reasons = await db.query('SELECT 1 FROM cancellation_reason WHERE id = $1 AND property_id = $2', [
      req.CancellationReasonId,
      p.id,
    ])
    if (reasons.length === 0)
      throw badRequest({ CancellationReasonId: ['Please choose a reason for cancelling.'] })
    await cancelReservation(db, r, req.CancellationReasonId, today())
    await notify(p, r, 'cancelled')
    const after = await accessByCode(db, p, req.ReferenceNumber, req.Code)
    return reply(c, ManageActionResponse, {
      Success: true,
      Message: 'Your reservation is cancelled.',
      Reservation: await managedReservation(db, p, after, today()),
    })
  })

  app.post('/api/ManageBooking/Update', async (c) => {
    const req = await parseBody(c, ManageUpdateRequest)
    const p = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, p, req.ReferenceNumber, req.Code)
    await updateReservation(db, p, r, req, today())
    await notify(p, r, 'changed')
    const after = await accessByCode(db, p, req.ReferenceNumber, req.Code)
    return reply(c, ManageActionResponse, {
      Success: true,
      Message: 'Your changes are saved.',
      Reservation: await managedReservation(db, p, after, today()),
    })
  })

  return app
}
