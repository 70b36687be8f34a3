/**
 * The manage-booking and pre-check-in links of a reservation, as the app routes them: they carry the reservation's
 * code (./access.ts reservationCode), so they open on a device that never saw the booking.
 */
export type GuestLinks = { manage: string; preCheckIn: string }

export function guestLinks(
  publicUrl: string | undefined,
  propertyCode: string,
  reference: string,
  code: string,
): GuestLinks {
  const base = (publicUrl ?? '').replace(/\/+$/, '')
  return {
    manage: `${base}/Manage/${propertyCode}/Reservation/${reference}/${code}`,
    preCheckIn: `${base}/PreCheckIn/${propertyCode}/${reference}/${code}`,
  }
}
