import type { DeviceDb, ReservationRecord } from '@/storage/db'
import { deviceDb } from '@/storage/db'
import { takeLease, releaseLease } from '@/storage/lease'
import {
  claimAttempt,
  dueChanges,
  enqueueChange,
  markRejected,
  markRetry,
  markSent,
  nextAttemptAt,
  type NewChange,
  type QueuedChange,
} from '@/storage/outbox'

/**
 * The outbox: changes made on the device (pre-check-in save, manage-booking update) are sent to the server
 * once, in order per reservation, whenever the device is online — even if the tab was closed in between.
 *
 * How "once" holds: the idempotency key is made and stored with the change before the first attempt, and the
 * body (with its Version) is fixed at the first attempt, so every retry is the same request and the server
 * applies it at most once and replays its answer. A timeout after the server applied the change, a reload in
 * the middle of a send, or two tabs sending the same change all end as one application.
 *
 * What is retried: no answer, a timeout, a 5xx, 408/425/429, and a 409 that carries Retry-After (the server is
 * still working on the same key). Everything else that is not 2xx (400, 403, 404, a version 409, 422) is a
 * rejection: retrying would get the same answer, so the change stops and waits for the guest to decide.
 */

export type ChangeKind = 'preCheckInSave' | 'manageUpdate'

export type TransportRequest = {
  path: string
  body: Record<string, unknown>
  idempotencyKey: string
  signal: AbortSignal
}
export type TransportAnswer = { status: number; body: unknown; retryAfter: boolean }
/** Sends one request; throws when no answer came (offline, timeout, reset). */
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>

/** Runs `task` while holding the named lock; resolves `undefined` without running it if the lock is busy. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T | undefined>

export type OutboxOptions = {
  db?: DeviceDb
  transport: Transport
  lock?: LockRunner
  now?: () => number
  isOnline?: () => boolean
  random?: () => number
  /** How long one attempt may take before it counts as no answer. */
  timeoutMs?: number
  /** Schedules the next attempt (setTimeout in the app; tests drive time themselves and pass null). */
  setTimer?: ((run: () => void, delayMs: number) => () => void) | null
  newKey?: () => string
  onSettled?: (change: QueuedChange) => void
  /** A flush that failed for a reason of the device (storage closed, quota): it is tried again later. */
  onError?: (error: unknown) => void
}

export type QueueInput = NewChange & { kind: ChangeKind; reservation?: ReservationRecord }

const LOCK_NAME = 'booking-engine-outbox'
const LEASE_TTL_MS = 60_000
const BASE_BACKOFF_MS = 2_000
const MAX_BACKOFF_MS = 5 * 60_000

export class Outbox {
  private readonly db: DeviceDb
  private readonly transport: Transport
  private readonly lock: LockRunner
  private readonly now: () => number
  private readonly isOnline: () => boolean
  private readonly random: () => number
  private readonly timeoutMs: number
  private readonly setTimer: OutboxOptions['setTimer']
  private readonly newKey: () => string
  private readonly onSettled: (change: QueuedChange) => void
  private readonly onError: (error: unknown) => void
  private running: Promise<void> | null = null
  private again = false
  private cancelTimer: (() => void) | null = null

  constructor(options: OutboxOptions) {
    this.db = options.db ?? deviceDb()
    this.transport = options.transport
    this.now = options.now ?? Date.now
    this.lock = options.lock ?? defaultLock(this.db, this.now)
    this.isOnline = options.isOnline ?? (() => navigator.onLine)
    this.random = options.random ?? Math.random
    this.timeoutMs = options.timeoutMs ?? 20_000
    this.setTimer = options.setTimer === undefined ? browserTimer : options.setTimer
    this.newKey = options.newKey ?? (() => crypto.randomUUID())
    this.onSettled = options.onSettled ?? (() => undefined)
    this.onError = options.onError ?? ((error) => console.warn('The outbox could not send changes:', error))
  }

  /** Stores the change (with the local copy it changes) and starts sending it if the device is online. */
  async queue(input: QueueInput): Promise<QueuedChange> {
    const { reservation, ...change } = input
    const queued = await enqueueChange(
      change,
      this.newKey(),
      this.now(),
      reservation ? { reservation } : {},
      this.db,
    )
    void this.flush()
    return queued
  }

  /**
   * Sends every change that is due. Calls while a flush runs in this tab fold into one more pass; another
   * tab holding the lock means it is sending, and this tab tries again shortly.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      do {
        this.again = false
        if (!this.isOnline()) break
        const ran = await this.lock(LOCK_NAME, () => this.drain())
        if (ran === undefined) {
          this.scheduleAt(this.now() + BASE_BACKOFF_MS)
          break
        }
      } while (this.again)
    })()
      .catch((error: unknown) => {
        this.onError(error)
        this.scheduleAt(this.now() + BASE_BACKOFF_MS)
      })
      .finally(() => {
        this.running = null
      })
    return this.running
  }

  /** Stops the timer (a tab closing, a test ending). */
  stop(): void {
    this.cancelTimer?.()
    this.cancelTimer = null
  }

  private async drain(): Promise<true> {
    for (;;) {
      const due = await dueChanges(this.now(), this.db)
      if (due.length === 0) break
      for (const change of due) {
        if (!this.isOnline()) return true
        await this.send(change)
      }
    }
    const next = await nextAttemptAt(this.db)
    if (next !== null) this.scheduleAt(next)
    return true
  }

  private async send(due: QueuedChange): Promise<void> {
    const change = await claimAttempt(due.seq, this.db)
    if (!change) return
    const version = change.sentVersion
    const body = version === null ? change.body : { ...change.body, Version: version }
    let answer: TransportAnswer | null = null
    try {
      answer = await this.transport({
        path: change.path,
        body,
        idempotencyKey: change.idempotencyKey,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch {
      answer = null
    }
    const now = this.now()
    if (answer && answer.status >= 200 && answer.status < 300) {
      if (await markSent(change.seq, answer.body, versionIn(answer.body), now, this.db))
        this.onSettled({ ...change, state: 'sent', response: answer.body })
    } else if (answer === null || isRetryable(answer)) {
      const attempts = change.attempts + 1
      await markRetry(change.seq, attempts, now + this.backoff(attempts), this.db)
    } else {
      const rejection = { status: answer.status, body: answer.body }
      if (await markRejected(change.seq, answer.status, answer.body, now, this.db))
        this.onSettled({ ...change, state: 'rejected', rejection })
    }
  }

  /** 2 s, 4 s, 8 s … up to 5 minutes, with ±20 % jitter so many phones coming back online don't stampede. */
  private backoff(attempts: number): number {
    const plain = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** (attempts - 1))
    return Math.round(plain * (0.8 + 0.4 * this.random()))
  }

  private scheduleAt(at: number): void {
    if (!this.setTimer) return
    this.cancelTimer?.()
    this.cancelTimer = this.setTimer(
      () => {
        this.cancelTimer = null
        void this.flush()
      },
      Math.max(0, at - this.now()),
    )
  }
}

function isRetryable(answer: TransportAnswer): boolean {
  if (answer.status >= 500) return true
  if (answer.status === 408 || answer.status === 425 || answer.status === 429) return true
  return answer.status === 409 && answer.retryAfter
}

function versionIn(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('Version' in body)) return null
  return typeof body.Version === 'number' ? body.Version : null
}

function browserTimer(run: () => void, delayMs: number): () => void {
  const id = setTimeout(run, delayMs)
  return () => clearTimeout(id)
}

/**
 * Web Locks where the browser has them (one tab sends; the others wait their turn and then find nothing left
 * to send); otherwise a lease in the device database.
 */
function defaultLock(db: DeviceDb, now: () => number): LockRunner {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) return (name, task) => locks.request(name, task)
  return leaseLock(db, now, crypto.randomUUID())
}

/** The lease fallback, exported for tests of tabs without Web Locks. */
export function leaseLock(db: DeviceDb, now: () => number, owner: string): LockRunner {
  return async (name, task) => {
    if (!(await takeLease(name, owner, now(), LEASE_TTL_MS, db))) return undefined
    try {
      return await task()
    } finally {
      await releaseLease(name, owner, db)
    }
  }
}
