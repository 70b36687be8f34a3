/** Whether a room's guests as sent in an Update differ from those stored (names, e-mail, phone, in order). */
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import { guestsChanged } from '@/domain/manage-change'
import type { GuestRecord, ReservationItemRecord } from './record'

/** A guest as the domain compares them; an absent e-mail or phone is ''. */
const guestDetails = (guest: {
  first: string
  last: string
  email?: string | null
  phone?: string | null
}) => ({
  firstName: guest.first,
  lastName: guest.last,
  email: guest.email ?? '',
  phone: guest.phone ?? '',
})

export function guestsChangedIn(
  oldGuests: readonly GuestRecord[],
  item: ReservationItemRecord,
  update: ManageUpdateRequest['ReservationItems'][number],
): boolean {
  const stored = oldGuests
    .filter((guest) => guest.item_id === item.id)
    .map((guest) =>
      guestDetails({
        first: guest.first_name,
        last: guest.last_name,
        email: guest.email,
        phone: guest.phone,
      }),
    )
  const sent = update.Guests.map((guest) =>
    guestDetails({ first: guest.FirstName, last: guest.LastName, email: guest.Email, phone: guest.Phone }),
  )
  return guestsChanged(stored, sent)
}
