import { onAccountLogout } from '@/api/account'
import { removeExpiredBaskets } from '@/storage/basket'
import { removeAccountData } from '@/storage/device'
import { pruneSent } from '@/storage/outbox'
import { removePastStays } from '@/storage/stays'
import { startSync } from '@/sync/app-outbox'
import { localToday } from '@/device/clock'

const SENT_KEPT_MS = 30 * 24 * 3600 * 1000

/** At app start: send what is waiting, and drop what the device no longer needs to keep. */
export function startDevice(): void {
  startSync()
  // Logging out removes the account's records from the device (its saved stays, booker drafts).
  onAccountLogout(() => removeAccountData())
  const today = localToday()
  void Promise.all([
    removePastStays(today),
    removeExpiredBaskets(today),
    pruneSent(Date.now() - SENT_KEPT_MS),
  ]).catch((error: unknown) => console.warn('Tidying the device storage failed:', error))
}
