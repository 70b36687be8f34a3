import { useEffect } from 'react'
import * as v from 'valibot'
import { useAccount } from '@/api/account'
import { SavedStay, saveStay } from '@/storage/stays'
import { useRouteProperty } from '@/api/route-property'

/**
 * Keeps (or refreshes) the "My stays" copy of a reservation the guest booked or opened here: the confirmation,
 * manage booking and pre-check-in pages all pass theirs. Saved while logged in, the copy carries the account's
 * e-mail, so logging out removes it; it waits until the app knows whether anybody is logged in.
 */
export function useKeepStay(stay: SavedStay | null): void {
  const property = useRouteProperty()
  const accounts = property.UseUserAccountOnBookingEngine
  const account = useAccount(property.PropertyId, accounts)
  const known = !accounts || !account.isPending
  const owner = accounts ? (account.data?.EmailAddress ?? null) : null
  // Compared by content: the pages rebuild the copy on every render.
  const copy = stay && known ? JSON.stringify(stay) : null
  useEffect(() => {
    const parsed = copy === null ? null : v.safeParse(SavedStay, JSON.parse(copy))
    if (!parsed?.success) return
    void saveStay(parsed.output, owner).catch((error: unknown) =>
      console.warn('Could not keep the booking on this device:', error),
    )
  }, [copy, owner])
}
