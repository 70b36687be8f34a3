/**
 * The registration card of pre-check-in (decision 0144): the hotel's rule, the check of what each guest sent
 * (the rules of src/domain/registration.ts, worded for ModelState), the rows of guest_registration, the desk's
 * read and the retention job's delete.
 *
 * Trap: these are identity documents. They go to guest_registration only: never into the reservation's answer,
 * its e-mails, the hotel's events or a log line. The desk reads them through registrationsOf, which its route
 * records in the audit log.
 */
import * as v from 'valibot'
import type { PreCheckInRoom } from '@/api/contract/pre-check-in'
import type { GuestRegistrationPayload, RegistrationRule } from '@/api/contract/registration'
import {
  registrationDeleteAfter,
  registrationProblems,
  type GuestRegistration,
  type RegistrationField,
  type RegistrationProblem,
} from '@/domain/registration'
import type { Queryable } from '../db/types'
import type { AddProblem } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import { HotelRegistration, REGISTRATION_STORED_AS } from '../catalogue/registration-setting'
import { COUNTRIES } from '../reference-lists'
import type { ReservationItemRecord } from './record'

const ISO_CODES = new Set(COUNTRIES.map(([, , iso]) => iso))

const WORDS: Record<RegistrationProblem, string> = {
  required: 'This is required for the registration card.',
  unknownCountry: 'Choose a nationality from the list.',
  unknownDocument: 'Choose passport, ID card or driving licence.',
  documentNumber: 'A document number has letters and digits only.',
  birthFuture: 'A date of birth cannot be in the future.',
  birthImplausible: 'This date of birth is not plausible.',
  tooLong: 'This is too long.',
  signature: 'Sign, or type your name instead.',
}

const SENT_AS: Record<RegistrationField, keyof GuestRegistrationPayload> = {
  nationality: 'Nationality',
  documentType: 'DocumentType',
  documentNumber: 'DocumentNumber',
  dateOfBirth: 'DateOfBirth',
  address: 'Address',
  signature: 'Signature',
}

/** The hotel's registration setting as stored beside its settings, or null (nothing asked). */
export function hotelRegistrationOf(property: Pick<PropertyRow, 'settings'>): HotelRegistration | null {
  const parsed = v.safeParse(HotelRegistration, Reflect.get(property.settings, REGISTRATION_STORED_AS))
  return parsed.success && parsed.output.fields.length > 0 ? parsed.output : null
}

/** The rule the PreCheckIn config publishes (the retention stays with the server). */
export function publishedRegistration(property: Pick<PropertyRow, 'settings'>): RegistrationRule | null {
  const hotel = hotelRegistrationOf(property)
  if (!hotel) return null
  return {
    Fields: hotel.fields,
    Countries: hotel.countries,
    HomeCountry: hotel.homeCountry ?? property.settings.DefaultPhoneCountryCode,
  }
}

const domainRule = (rule: RegistrationRule | null) =>
  rule ? { fields: rule.Fields, countries: rule.Countries, homeCountry: rule.HomeCountry } : null

function fromPayload(sent: GuestRegistrationPayload | null | undefined): GuestRegistration {
  return {
    nationality: sent?.Nationality,
    documentType: sent?.DocumentType,
    documentNumber: sent?.DocumentNumber,
    dateOfBirth: sent?.DateOfBirth,
    address: sent?.Address,
    signature: sent?.Signature,
  }
}

/**
 * Checks every adult guest's registration of every room sent; the first guest of the first room is the lead.
 * Problems go to `add` under ReservationItems.{i}.Registrations.{g}.{Field}.
 */
export function checkRegistrations(
  property: Pick<PropertyRow, 'settings'>,
  rooms: readonly { index: number; sent: PreCheckInRoom; item: Pick<ReservationItemRecord, 'adults'> }[],
  today: string,
  add: AddProblem,
): void {
  const rule = domainRule(publishedRegistration(property))
  rooms.forEach(({ index: roomIndex, sent, item }) => {
    const registrations = sent.Registrations ?? []
    // A save queued on a device before the app asked for registration sends none: kept, not refused forever
    // (the desk takes the card at arrival). An app that asks sends one per adult, checked in full.
    if (registrations.length === 0) return
    if (registrations.length > sent.Guests.length)
      add(`ReservationItems.${roomIndex}.Registrations`, 'There are more registrations than guests.')
    const adults = Math.min(sent.Guests.length, Math.max(1, item.adults))
    for (let guest = 0; guest < Math.max(adults, registrations.length); guest += 1) {
      const given = fromPayload(registrations[guest])
      const problems = registrationProblems(guest < adults ? rule : null, given, {
        isLead: roomIndex === 0 && guest === 0,
        today,
        isCountry: (code) => ISO_CODES.has(code),
      })
      for (const [field, problem] of Object.entries(problems) as [RegistrationField, RegistrationProblem][])
        add(`ReservationItems.${roomIndex}.Registrations.${guest}.${SENT_AS[field]}`, WORDS[problem])
    }
  })
}

/** Replaces the room's registrations with those sent (a guest who sent nothing keeps none). */
export async function writeRegistrations(
  tx: Queryable,
  property: Pick<PropertyRow, 'settings'>,
  target: { reservationId: number; item: Pick<ReservationItemRecord, 'id' | 'date_to'> },
  sent: PreCheckInRoom,
): Promise<void> {
  const { reservationId, item } = target
  await tx.query('DELETE FROM guest_registration WHERE reservation_item_id = $1', [item.id])
  const retentionDays = hotelRegistrationOf(property)?.retentionDays ?? 0
  const deleteAfter = registrationDeleteAfter(item.date_to, retentionDays)
  for (const [index, registration] of (sent.Registrations ?? []).entries()) {
    if (!registration) continue
    const { Signature, ...details } = registration
    const kept = Object.fromEntries(Object.entries(details).filter(([, value]) => value))
    if (Object.keys(kept).length === 0 && !Signature) continue
    await tx.query(
      `INSERT INTO guest_registration (reservation_id, reservation_item_id, guest_index, details, signature, delete_after)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [reservationId, item.id, index, JSON.stringify(kept), Signature || null, deleteAfter],
    )
  }
}

export type StoredRegistration = {
  reservation_item_id: number
  guest_index: number
  guest_name: string | null
  details: Omit<GuestRegistrationPayload, 'Signature'>
  signature: string | null
  saved_at: string
  delete_after: string
}

/** A reservation's registrations with their guests' names, for the desk (its route writes the audit entry). */
export function registrationsOf(db: Queryable, reservationId: number): Promise<StoredRegistration[]> {
  return db.query<StoredRegistration>(
    `SELECT r.reservation_item_id, r.guest_index, g.name AS guest_name, r.details, r.signature,
            r.saved_at::text AS saved_at, r.delete_after::text AS delete_after
     FROM guest_registration r
     LEFT JOIN LATERAL (
       SELECT first_name || ' ' || last_name AS name FROM reservation_guest
       WHERE reservation_item_id = r.reservation_item_id ORDER BY id OFFSET r.guest_index LIMIT 1
     ) g ON true
     WHERE r.reservation_id = $1 ORDER BY r.reservation_item_id, r.guest_index`,
    [reservationId],
  )
}

/**
 * The earliest "today" of any hotel (the clock 14 hours back, the last zone on Earth): a registration is never
 * deleted before its own hotel's day has passed, and at most a day after.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 14 * 3_600_000).toISOString().slice(0, 10)
}

/**
 * The retention job: deletes every registration whose last day is over. One statement, so instances running it
 * at once each delete what is left, none twice and none missed.
 */
export async function deleteExpiredRegistrations(db: Queryable, now: Date): Promise<number> {
  const today = earliestToday(now)
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM guest_registration WHERE delete_after < $1 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [today],
  )
  return rows[0]?.n ?? 0
}
