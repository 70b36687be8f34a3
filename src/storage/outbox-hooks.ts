import { useLiveQuery } from 'dexie-react-hooks'
import { deviceDb } from './db'
import { openChanges, withSeq, type QueuedChange } from './outbox'

// Live views of the outbox for screens (kept apart from outbox.ts so the service worker can import that
// without React).

/** Every change not yet sent (waiting or rejected), oldest first, following writes from any tab. */
export function useOpenChanges(reservationKey?: string): QueuedChange[] | undefined {
  return useLiveQuery(async () => {
    const open = await openChanges()
    return reservationKey === undefined ? open : open.filter((c) => c.reservationKey === reservationKey)
  }, [reservationKey])
}

/** The latest change for a reservation in any state (for "Sent" after "Saved on this phone"). */
export function useLatestChange(reservationKey: string): QueuedChange | null | undefined {
  return useLiveQuery(async () => {
    const all = await deviceDb().outbox.where('reservationKey').equals(reservationKey).sortBy('seq')
    const last = all.at(-1)
    return last ? withSeq(last) : null
  }, [reservationKey])
}
