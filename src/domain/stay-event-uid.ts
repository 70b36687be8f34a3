/**
 * The one UID of a stay's calendar event (RFC 5545 docs/product/search.md#what-is-kept.4.7), for the confirmation page's .ics and the
 * confirmation mail's alike: the same booking added twice updates one event instead of adding a second
 * (decision 0118). The booking reference at the hotel's mail domain, as the mail has always sent it.
 */
export function stayEventUid(reference: string, hotelEmail: string): string {
  const domain = hotelEmail.split('@')[1]?.trim()
  return `${reference}@${domain || 'booking-engine.invalid'}`
}
