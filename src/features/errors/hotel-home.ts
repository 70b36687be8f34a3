// The areas whose address names the hotel (or group), and where in the address its code stands.
const CODE_AT: Record<string, number> = {
  Book: 1,
  BookGroup: 1,
  Manage: 1,
  PreCheckIn: 1,
  SecurePay: 1,
  ManageAccount: 1,
  MyStays: 1,
  Contact: 1,
  Restaurant: 1,
  Account: 2,
}
const CODE = /^[A-Za-z0-9_-]{1,50}$/

/**
 * Where "go to booking" leads from a not-found or error screen at `pathname`: the booking page of the hotel (or
 * group) the guest was in, and the default hotel only when the address names none.
 */
export function hotelHomeOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const area = segments[0] ?? ''
  const at = CODE_AT[area]
  const code = at === undefined ? undefined : segments[at]
  if (!code || !CODE.test(code)) return `/Book/${__DEFAULT_PROPERTY__}`
  return area === 'BookGroup' ? `/BookGroup/${code}` : `/Book/${code}`
}
