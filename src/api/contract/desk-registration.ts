/**
 * GET /api/Desk/{code}/Bookings/{reference}/Registration (decision 0144): the registration cards the guests filled
 * at pre-check-in, read-only; every read is written to the audit log.
 */
import * as v from 'valibot'
import { GuestRegistrationPayload } from './registration'

export const DeskRegistrationCard = v.object({
  ReservationItemId: v.number(),
  /** The room's guest, from 0, in the order of the room's guests. */
  GuestIndex: v.number(),
  GuestName: v.string(),
  Details: v.omit(GuestRegistrationPayload, ['Signature']),
  /** A PNG data URL, or `typed:` and the name the guest typed instead of drawing. */
  Signature: v.nullable(v.string()),
  SavedAt: v.string(),
  /** The day the card is deleted (the hotel's retention days after departure). */
  DeleteAfter: v.string(),
})
export type DeskRegistrationCard = v.InferOutput<typeof DeskRegistrationCard>

export const DeskRegistration = v.object({ Cards: v.array(DeskRegistrationCard) })
export type DeskRegistration = v.InferOutput<typeof DeskRegistration>
