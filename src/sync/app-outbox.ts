import { keepDataOnDevice } from '@/storage/persistence'
import { discardChange, requeueOnVersion, type QueuedChange } from '@/storage/outbox'
import { useLatestChange, useOpenChanges } from '@/storage/outbox-hooks'
import { Outbox, type QueueInput } from './outbox'
import { fetchTransport, OUTBOX_SYNC_TAG } from './transport'

/**
 * The app's outbox, and when it sends: at start, on the `online` event, when the tab becomes visible again,
 * when the service worker relays a Background Sync, and on its own backoff timer. The service worker also
 * sends on Background Sync by itself when no tab is open (sw/sw.ts), under the same Web Lock.
 */

let outbox: Outbox | undefined

function appOutbox(): Outbox {
  outbox ??= new Outbox({ transport: fetchTransport })
  return outbox
}

/** Starts sending what is waiting and listens for the moments to send again. Call once at app start. */
export function startSync(): void {
  const box = appOutbox()
  const flush = () => void box.flush()
  flush()
  window.addEventListener('online', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush()
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'object' && event.data !== null && 'type' in event.data) {
      if (event.data.type === 'outbox-flush') flush()
    }
  })
}

/**
 * Queues a change (with the local copy it changes, in one transaction) and sends it when it can. Path is the
 * API path without /api, e.g. '/PreCheckIn/Save'. Never pass card data: it is refused.
 */
export async function queueChange(input: QueueInput): Promise<QueuedChange> {
  const queued = await appOutbox().queue(input)
  void keepDataOnDevice()
  void registerBackgroundSync()
  return queued
}

/** The guest keeps the server's version of a rejected change. */
export async function dropChange(change: QueuedChange): Promise<void> {
  await discardChange(change.seq)
  void appOutbox().flush()
}

/** The guest keeps their own version of a conflicting change: it goes again on the server's Version. */
export async function resendOnVersion(change: QueuedChange, serverVersion: number): Promise<void> {
  await requeueOnVersion(change.seq, serverVersion, crypto.randomUUID(), Date.now())
  void appOutbox().flush()
}

export type OutboxView = {
  /** Not yet on the server, waiting for a connection or a retry. */
  waiting: QueuedChange[]
  /** Refused by the server; the guest has to decide. */
  rejected: QueuedChange[]
  /** The newest change, whatever its state (to say "Sent" after "Saved on this phone"). */
  latest: QueuedChange | null
  loading: boolean
}

/** The outbox as it stands for one reservation, following every write from any tab. */
export function useOutbox(reservationKey: string): OutboxView {
  const open = useOpenChanges(reservationKey)
  const latest = useLatestChange(reservationKey)
  return {
    waiting: (open ?? []).filter((c) => c.state === 'waiting'),
    rejected: (open ?? []).filter((c) => c.state === 'rejected'),
    latest: latest ?? null,
    loading: open === undefined || latest === undefined,
  }
}

/** Counts over every reservation, for the sync status in the header. */
export function useSyncCounts(): { waiting: number; rejected: number } | undefined {
  const open = useOpenChanges()
  if (!open) return undefined
  return {
    waiting: open.filter((c) => c.state === 'waiting').length,
    rejected: open.filter((c) => c.state === 'rejected').length,
  }
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Background Sync is a bonus where the browser has it; the app sends at start and on `online` anyway.
  }
}

type SyncManagerLike = { register(tag: string): Promise<void> }
