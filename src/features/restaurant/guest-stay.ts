import type { ReservationConfirmation } from '@/api/contract/reservation'

/** The hotel stay a table is booked from (the confirmation page's "Book a table"). */
export type GuestStay = {
  referenceNumber: string
  dateFrom: string
  dateTo: string
  name: string
  email: string
  phone: string
  guests: number
  confirmationPath: string
}

/** The stay as the table form needs it: the booker fills in the contact, every room's guests make the party. */
export function guestStayFromConfirmation(
  confirmation: ReservationConfirmation,
  confirmationPath: string,
): GuestStay {
  return {
    referenceNumber: confirmation.ReferenceNumber,
    dateFrom: confirmation.DateFrom,
    dateTo: confirmation.DateTo,
    name: `${confirmation.Booker.FirstName} ${confirmation.Booker.LastName}`.trim(),
    email: confirmation.Booker.Email,
    phone: confirmation.Booker.Phone,
    guests: confirmation.Rooms.reduce((sum, room) => sum + room.NumberOfAdults + room.NumberOfChildren, 0),
    confirmationPath,
  }
}
