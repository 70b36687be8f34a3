/**
 * What the desk reads about a property's bookings: the day's arrivals, departures and guests staying on, a search,
 * and one booking's page. Reads only: the rules of changing a booking stay in server/reservations.
 *
 * Money: the tables keep minor units; the desk's wire has major units like the rest of the API.
 */
import type { DeskBooking, DeskBookingSummary } from '@/api/contract/desk'
import type { Queryable } from '../db/types'
import { loadGuests, loadItems, type StoredBooker } from '../reservations/record'

type SummaryRow = {
  id: number
  reference_number: string
  status: string
  cancelled: boolean
  date_from: string
  date_to: string
  booker: StoredBooker
  rooms: number
  adults: number
  children: number
}

const SUMMARY = `SELECT r.id, r.reference_number, r.status, r.cancelled, r.date_from::text AS date_from,
    r.date_to::text AS date_to, r.booker,
    (SELECT count(*) FROM reservation_item i WHERE i.reservation_id = r.id AND NOT i.cancelled)::int AS rooms,
    (SELECT coalesce(sum(i.adults), 0) FROM reservation_item i WHERE i.reservation_id = r.id AND NOT i.cancelled)::int AS adults,
    (SELECT coalesce(sum(i.children), 0) FROM reservation_item i WHERE i.reservation_id = r.id AND NOT i.cancelled)::int AS children
  FROM reservation r`

const toSummary = (row: SummaryRow): DeskBookingSummary => ({
  ReferenceNumber: row.reference_number,
  Status: row.cancelled ? 'Cancelled' : row.status,
  Cancelled: row.cancelled,
  DateFrom: row.date_from,
  DateTo: row.date_to,
  GuestName: `${row.booker.FirstName} ${row.booker.LastName}`.trim(),
  Email: row.booker.Email,
  Rooms: row.rooms,
  Adults: row.adults,
  Children: row.children,
})

/** Arrivals (arrive that day), departures (leave that day) and guests staying on (arrived before, leave after). */
export async function dayLists(db: Queryable, propertyId: number, day: string) {
  const list = async (where: string) =>
    (
      await db.query<SummaryRow>(
        `${SUMMARY} WHERE r.property_id = $1 AND r.status = 'Confirmed' AND NOT r.cancelled AND ${where}
         ORDER BY r.booker->>'LastName', r.reference_number LIMIT 500`,
        [propertyId, day],
      )
    ).map(toSummary)
  return {
    Date: day,
    Arrivals: await list('r.date_from = $2::date'),
    Departures: await list('r.date_to = $2::date'),
    InHouse: await list('r.date_from < $2::date AND r.date_to > $2::date'),
  }
}

const SEARCH_LIMIT = 50
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Bookings whose reference starts with, or whose booker's or a guest's name or e-mail holds, `q`; within dates. */
export async function searchBookings(
  db: Queryable,
  propertyId: number,
  query: { q?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<{ Bookings: DeskBookingSummary[]; More: boolean }> {
  const q = query.q ? likeEscaped(query.q) : null
  const rows = await db.query<SummaryRow>(
    `${SUMMARY} WHERE r.property_id = $1
       AND ($2::text IS NULL OR upper(r.reference_number) LIKE upper($2) || '%'
         OR (r.booker->>'FirstName') || ' ' || (r.booker->>'LastName') ILIKE '%' || $2 || '%'
         OR r.booker->>'Email' ILIKE '%' || $2 || '%'
         OR EXISTS (SELECT 1 FROM reservation_item i JOIN reservation_guest g ON g.reservation_item_id = i.id
                    WHERE i.reservation_id = r.id AND (g.first_name || ' ' || g.last_name ILIKE '%' || $2 || '%'
                      OR g.email ILIKE '%' || $2 || '%')))
       AND ($3::date IS NULL OR r.date_to >= $3::date)
       AND ($4::date IS NULL OR r.date_from <= $4::date)
     ORDER BY r.date_from DESC, r.reference_number LIMIT $5`,
    [propertyId, q, query.from ?? null, query.to ?? null, SEARCH_LIMIT + 1],
  )
  return { Bookings: rows.slice(0, SEARCH_LIMIT).map(toSummary), More: rows.length > SEARCH_LIMIT }
}

export type DeskReservation = SummaryRow & {
  confirmation_token: string
  payment_type: number
  payment_amount: number
  card: { Brand?: string; LastFour?: string } | null
  comment: string | null
  special_requests: string | null
  pre_check_in_at: string | null
  estimated_arrival_time: string | null
  totals: { total?: number }
}

export async function findDeskReservation(
  db: Queryable,
  propertyId: number,
  reference: string,
): Promise<DeskReservation | null> {
  const [row] = await db.query<DeskReservation>(
    `SELECT s.*, r.confirmation_token, r.payment_type, r.payment_amount, r.card, r.comment, r.special_requests,
            r.pre_check_in_at::text AS pre_check_in_at, r.estimated_arrival_time, r.totals
     FROM (${SUMMARY} WHERE r.property_id = $1 AND upper(r.reference_number) = upper($2)) s
     JOIN reservation r ON r.id = s.id`,
    [propertyId, reference],
  )
  return row ?? null
}

const major = (minor: number) => Math.round(minor) / 100
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString())

async function roomsOf(db: Queryable, reservationId: number): Promise<DeskBooking['Rooms']> {
  const items = await loadItems(db, reservationId)
  const guests = await loadGuests(db, reservationId)
  const extras = await db.query<{ item_id: number; name: string; quantity: number; total: number }>(
    `SELECT rs.reservation_item_id AS item_id, s.name, rs.quantity, rs.total FROM reservation_service rs
     JOIN service s ON s.id = rs.service_id JOIN reservation_item i ON i.id = rs.reservation_item_id
     WHERE i.reservation_id = $1 ORDER BY rs.id`,
    [reservationId],
  )
  return items.map((item) => ({
    RoomTypeName: item.room_type_name,
    RatePlanName: item.rate_plan_name,
    DateFrom: item.date_from,
    DateTo: item.date_to,
    Adults: item.adults,
    Children: item.children,
    Cancelled: item.cancelled,
    Total: major(item.total),
    Nights: item.nights.map((n) => ({ Date: n.DateOfStay, Price: n.RatePerNight })),
    Guests: guests
      .filter((g) => g.item_id === item.id)
      .map((g, index) => ({
        FirstName: g.first_name,
        LastName: g.last_name,
        Email: g.email,
        Phone: g.phone,
        Lead: index === 0,
      })),
    Extras: extras
      .filter((e) => e.item_id === item.id)
      .map((e) => ({ Name: e.name, Quantity: e.quantity, Total: major(e.total) })),
  }))
}

/** The booking's page, without its notes and audit entries (the routes add those). */
export async function bookingPage(
  db: Queryable,
  currency: string,
  row: DeskReservation,
): Promise<Omit<DeskBooking, 'Notes' | 'Audit'>> {
  const ledger = await db.query<{ kind: string; amount: number; state: string; provider: string; at: Date }>(
    `SELECT kind, amount, state, provider, created_at AS at FROM ledger_entry WHERE reservation_id = $1 ORDER BY id`,
    [row.id],
  )
  const messages = await db.query<{
    kind: string
    subject: string
    recipient: string
    status: string
    created_at: Date
    sent_at: Date | null
  }>(
    `SELECT kind, subject, recipient, status, created_at, sent_at FROM outbox_message
     WHERE regarding = $1 AND property_id IS NOT DISTINCT FROM (SELECT property_id FROM reservation WHERE id = $2)
     ORDER BY id`,
    [row.reference_number, row.id],
  )
  const card =
    row.card?.Brand && row.card.LastFour ? { Brand: row.card.Brand, LastFour: row.card.LastFour } : null
  return {
    Summary: toSummary(row),
    Currency: currency,
    Total: major(row.totals.total ?? 0),
    Booker: { Name: toSummary(row).GuestName, Email: row.booker.Email, Phone: row.booker.Phone },
    Comment: row.comment,
    Rooms: await roomsOf(db, row.id),
    PreCheckIn: {
      SavedAt: iso(row.pre_check_in_at),
      EstimatedArrivalTime: row.estimated_arrival_time,
      SpecialRequests: row.special_requests,
    },
    Payment: {
      Type: row.payment_type,
      Amount: major(row.payment_amount),
      Card: card,
      Ledger: ledger.map((l) => ({
        Kind: l.kind,
        Amount: major(l.amount),
        State: l.state,
        Provider: l.provider,
        At: new Date(l.at).toISOString(),
      })),
    },
    Messages: messages.map((m) => ({
      Kind: m.kind,
      Subject: m.subject,
      Recipient: m.recipient,
      Status: m.status,
      CreatedAt: new Date(m.created_at).toISOString(),
      SentAt: iso(m.sent_at),
    })),
  }
}

export async function notesOf(db: Queryable, reservationId: number): Promise<DeskBooking['Notes']> {
  const rows = await db.query<{ id: number; text: string; email: string; created_at: Date }>(
    `SELECT n.id, n.text, s.email, n.created_at FROM desk_note n JOIN staff_account s ON s.id = n.staff_id
     WHERE n.reservation_id = $1 ORDER BY n.id DESC`,
    [reservationId],
  )
  return rows.map((n) => ({
    Id: n.id,
    Text: n.text,
    Staff: n.email,
    At: new Date(n.created_at).toISOString(),
  }))
}

export async function addNote(
  db: Queryable,
  reservationId: number,
  staffId: number,
  text: string,
  now: Date,
) {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO desk_note (reservation_id, staff_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [reservationId, staffId, text, now.toISOString()],
  )
  return row?.id ?? 0
}
