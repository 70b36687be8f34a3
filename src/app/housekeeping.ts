import { removeExpiredBaskets } from '@/storage/basket'
import { pruneSent } from '@/storage/outbox'
import { removePastStays } from '@/storage/stays'
import { startSync } from '@/sync/app-outbox'
import { localToday } from '@/ui/clock'

const SENT_KEPT_MS = 30 * 24 * 3600 * 1000

/** At app start: send what is waiting, and drop what the device no longer needs to keep. */
export function startDevice(): void {
  startSync()
  const today = localToday()
  void Promise.all([
    removePastStays(today),
    removeExpiredBaskets(today),
    pruneSent(Date.now() - SENT_KEPT_MS),
  ]).catch((error: unknown) => console.warn('Tidying the device storage failed:', error))
}
