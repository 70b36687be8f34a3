/**
 * The pre-check-in invitation (issue 19, decision 0106): `PreCheckInInvitationDays` days before arrival (a stored
 * hotel setting, 3 when unset), counted in the hotel's own time zone, each confirmed stay that is not cancelled,
 * not checked in online yet and not past its arrival day gets one message with its pre-check-in link.
 *
 * Once per stay across instances: the stay's `pre_check_in_invitation` row is inserted in the transaction that
 * queues the message. Two instances running at the same moment insert the same key; PostgreSQL makes the second
 * wait for the first's commit and then skip (ON CONFLICT DO NOTHING), so only one message is ever queued.
 */
import { addDays, nightsBetween } from '@/domain/dates'
import type { PropertySettings } from '@/api/contract/property'
import { guestAreaEnabled, propertyNow, requireProperty, type PropertyRow } from '../catalogue/property'
import type { Db, Queryable } from '../db/types'
import { queueGuestMail } from '../mail/guest-mail'
import type { MailContent } from '../mail/layout'
import { mailWords, type MailWords } from '../mail/mail-words'
import { guestLinks } from '../reservations/guest-links'
import { findByReference, type ReservationRecord } from '../reservations/record'
import { reservationLanguage } from '../reservations/reservation-language'

export const DEFAULT_INVITATION_DAYS = 3
const LONGEST_INVITATION_DAYS = 60

/** How many days before arrival the hotel invites its guests to check in online. */
export function invitationDaysOf(settings: PropertySettings): number {
  const stored: unknown =
    'PreCheckInInvitationDays' in settings ? settings.PreCheckInInvitationDays : undefined
  return typeof stored === 'number' &&
    Number.isInteger(stored) &&
    stored >= 0 &&
    stored <= LONGEST_INVITATION_DAYS
    ? stored
    : DEFAULT_INVITATION_DAYS
}

type DueStay = { id: number; reference_number: string }

/** The stays of `property` whose invitation day has come (arrival from today to today + days) and none was sent. */
async function dueStays(db: Queryable, property: PropertyRow, today: string): Promise<DueStay[]> {
  const last = addDays(today, invitationDaysOf(property.settings))
  return db.query<DueStay>(
    `SELECT r.id, r.reference_number FROM reservation r
     WHERE r.property_id = $1 AND r.status = 'Confirmed' AND NOT r.cancelled AND r.pre_check_in_at IS NULL
       AND r.date_from >= $2 AND r.date_from <= $3
       AND NOT EXISTS (SELECT 1 FROM pre_check_in_invitation i WHERE i.reservation_id = r.id)
     ORDER BY r.date_from, r.id`,
    [property.id, today, last],
  )
}

/** The invitation in the booking's language `w` (decision 0122). */
function invitationContent(
  record: ReservationRecord,
  hotel: string,
  preCheckIn: string,
  w: MailWords,
): MailContent {
  return {
    title: w.t('invite.title', { hotel }),
    preview: w.t('invite.preview', { day: w.day(record.date_from) }),
    language: { lang: w.language, dir: w.dir },
    blocks: [
      { paragraph: w.t('invite.greeting', { name: record.booker.FirstName }) },
      { paragraph: w.t('invite.body') },
      {
        rows: [
          { label: w.t('stay.reference'), value: record.reference_number, strong: true },
          { label: w.t('stay.arrival'), value: w.day(record.date_from) },
          { label: w.t('stay.departure'), value: w.day(record.date_to) },
          { label: w.t('stay.length'), value: w.nights(nightsBetween(record.date_from, record.date_to)) },
        ],
      },
      { buttons: [{ label: w.t('button.checkIn'), url: preCheckIn }] },
    ],
  }
}

/**
 * Claims the stay's invitation and queues it, in one transaction; false when another instance claimed it first or
 * the stay changed since it was found (cancelled, checked in).
 */
async function invite(
  db: Db,
  property: PropertyRow,
  stay: DueStay,
  at: { now: Date; publicUrl: string | undefined },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO pre_check_in_invitation (reservation_id, queued_at) VALUES ($1, $2)
       ON CONFLICT (reservation_id) DO NOTHING RETURNING reservation_id`,
      [stay.id, at.now.toISOString()],
    )
    if (claimed.length === 0) return false
    const record = await findByReference(tx, property.id, stay.reference_number)
    if (!record || record.cancelled || record.pre_check_in_at !== null) return false
    const links = guestLinks(at.publicUrl, property.code, record.reference_number, record.code)
    const w = mailWords(await reservationLanguage(tx, property, record.reference_number))
    await queueGuestMail(
      tx,
      property,
      {
        kind: 'pre-check-in-invitation',
        regarding: record.reference_number,
        to: record.booker.Email,
        subject: w.t('invite.subject', { hotel: property.name }),
        content: invitationContent(record, property.name, links.preCheckIn, w),
      },
      at,
    )
    return true
  })
}

/** Queues every invitation whose day has come, at every hotel that offers online check-in; returns how many. */
export async function sendPreCheckInInvitations(
  db: Db,
  at: { clock: () => Date; publicUrl: string | undefined },
): Promise<number> {
  let queued = 0
  const properties = await db.query<{ id: number }>('SELECT id FROM property ORDER BY id')
  for (const { id } of properties) {
    const property = await requireProperty(db, id)
    if (!guestAreaEnabled(property, 'PreCheckIn')) continue
    const today = propertyNow(at.clock, property).date
    for (const stay of await dueStays(db, property, today)) {
      if (await invite(db, property, stay, { now: at.clock(), publicUrl: at.publicUrl })) queued++
    }
  }
  return queued
}
