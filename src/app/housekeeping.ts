import { onAccountLogout } from '@/api/account'
import { removeExpiredBaskets } from '@/storage/basket'
import { removeAccountData } from '@/storage/device'
import { pruneSent } from '@/storage/outbox'
import { removePastStays } from '@/storage/stays'
import { startSync } from '@/sync/app-outbox'
import { earliestToday } from '@/device/clock'

const SENT_KEPT_MS = 30 * 24 * 3600 * 1000

/** At app start: send what is waiting, and drop what the device no longer needs to keep. */
export function startDevice(): void {
  startSync()
  // Logging out removes the account's records from the device (its saved stays, booker drafts).
  onAccountLogout(() => removeAccountData())
  // A kept stay or basket is past once it is past at every hotel, wherever it is.
  const today = earliestToday()
  void Promise.all([
    removePastStays(today),
    removeExpiredBaskets(today),
    pruneSent(Date.now() - SENT_KEPT_MS),
  ]).catch((error: unknown) => console.warn('Tidying the device storage failed:', error))
}
