/**
 * The reservation found by a guest-name search (docs/product/after-booking.md#screens: /Manage/{code}/Reservation without parameters is
 * entered only after such a search, else the guest is sent to Manage). Held for this tab only: the code it
 * carries is the key to the booking, and a reload means searching again, as the spec has it.
 */
export type LoadedReservation = { propertyCode: string; reference: string; code: string }

let loaded: LoadedReservation | null = null

export function rememberLoaded(r: LoadedReservation): void {
  loaded = r
}

export function loadedFor(propertyCode: string): LoadedReservation | null {
  return loaded && loaded.propertyCode === propertyCode ? loaded : null
}
