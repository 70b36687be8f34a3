import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { reservationConfirmationQuery } from '@/api/reservation'
import { resetBookingSession } from '@/state/booking-session'
import { stayFromConfirmation } from '@/storage/stays'
import { clearCampaign, releasePurchase } from '@/analytics/analytics'
import { useKeepStay } from '@/stay-change/keep-stay'
import { useRouteProperty } from '@/api/route-property'

/**
 * The confirmed reservation behind a confirmation token. Once it loads, the booking is done: the session, the
 * purchase held back for PayStack and the campaign are spent, and a copy is kept on the device.
 */
export function useConfirmedBooking(confirmationToken: string) {
  const property = useRouteProperty()
  const confirmation = useQuery({
    ...reservationConfirmationQuery(property.PropertyId, confirmationToken),
    enabled: confirmationToken !== '',
  })

  // The booking is done: the basket and the campaign that led to it are spent (docs/product/booking.md#limits).
  useEffect(() => {
    if (!confirmation.data) return
    resetBookingSession()
    // A booking paid on PayStack's page is counted now that it is confirmed (with its campaign, cleared next).
    releasePurchase(confirmationToken)
    clearCampaign()
  }, [confirmation.data, confirmationToken])
  // A copy for "My stays", readable with no network (the account's, when booked logged in).
  useKeepStay(confirmation.data ? stayFromConfirmation(confirmation.data) : null)

  return confirmation
}
