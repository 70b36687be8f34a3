/**
 * The manage-booking, pre-check-in and add-extras links of a reservation, as the app routes them: they carry the
 * reservation's code (./access.ts reservationCode), so they open on a device that never saw the booking. "Add
 * extras" is the manage link asking for the extras (decision 0075), as the app's confirmation page builds it.
 */
export type GuestLinks = { manage: string; preCheckIn: string; addExtras: string }

export function guestLinks(
  publicUrl: string | undefined,
  propertyCode: string,
  reference: string,
  code: string,
): GuestLinks {
  const base = (publicUrl ?? '').replace(/\/+$/, '')
  const manage = `${base}/Manage/${propertyCode}/Reservation/${reference}/${code}`
  return {
    manage,
    preCheckIn: `${base}/PreCheckIn/${propertyCode}/${reference}/${code}`,
    addExtras: `${manage}?action=extras`,
  }
}
