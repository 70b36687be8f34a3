/**
 * Every attempt limit of the API in one table (Limits), kept in the database (request_limit) so a limit holds
 * across server processes and restarts. Fixed windows per (scope, key); the key is an e-mail address, a user id,
 * a reservation number or a client address and is stored only as its sha256. A counter is bumped with one upsert,
 * so concurrent requests cannot both slip under a limit. The numbers, and why, are decision 0094.
 *
 * Every attempt is counted before it is made (`spendAttempt`, safe against a burst of parallel requests); a limit
 * of failures (a wrong name, a wrong code, a wrong password) takes the attempt back once it has succeeded
 * (`refundAttempt`). A refusal is a 429 with Retry-After, the seconds until the window that refused it ends.
 */
import type { Context } from 'hono'
import { sha256 } from '../crypto'
import { clientNetwork, type TrustProxy } from '../client-address'
import type { Queryable } from '../db/types'
import { HttpError } from '../http-errors'

export type Limit = { scope: string; max: number; windowMs: number }

/** A limit and the key it counts for (a client address, an e-mail address, `propertyId|reference`, …). */
export type LimitKey = readonly [Limit, string]

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const Limits = {
  /** Failed logins for one e-mail address, whether or not it has an account (past it: clean addresses only). */
  loginPerAccount: { scope: 'login:account', max: 5, windowMs: 15 * MINUTE },
  /** Failed logins from one client address, over every e-mail address it tries. */
  loginPerAddress: { scope: 'login:address', max: 30, windowMs: 15 * MINUTE },
  /** Wrong current passwords when changing it (a stolen session must not become a password oracle). */
  currentPasswordPerUser: { scope: 'password:user', max: 5, windowMs: 15 * MINUTE },
  registerPerAddress: { scope: 'register:address', max: 20, windowMs: HOUR },
  registerPerAccount: { scope: 'register:account', max: 5, windowMs: HOUR },
  resetMailPerAccount: { scope: 'reset:account', max: 5, windowMs: HOUR },
  resetMailPerAddress: { scope: 'reset:address', max: 20, windowMs: HOUR },
  confirmMailPerUser: { scope: 'confirm:user', max: 5, windowMs: HOUR },
  /** Failed lookups of a reservation by number and name, per reservation number (whether or not it exists). */
  lookupPerReservation: { scope: 'lookup:reservation', max: 6, windowMs: HOUR },
  /** Failed lookups of reservations from one client address, over every number it tries. */
  lookupPerAddress: { scope: 'lookup:address', max: 20, windowMs: HOUR },
  /** Wrong promo, gift voucher and company codes from one client address, over every check that answers one. */
  codeGuessPerAddress: { scope: 'code:address', max: 15, windowMs: HOUR },
  /**
   * Not a limit but a mark: this question (codes, a reservation number and name) was answered for this address
   * within the hour, so asking it again is not a new guess and is not counted (limitedGuess).
   */
  askedByAddress: { scope: 'asked:address', max: 1, windowMs: HOUR },
  /** Card checks (card replacement, pre-check-in card, pay by link) for one reservation or one payment link. */
  cardCheckPerReservation: { scope: 'card:reservation', max: 8, windowMs: HOUR },
  /** Card checks from one client address, over every reservation and link. */
  cardCheckPerAddress: { scope: 'card:address', max: 20, windowMs: HOUR },
  /** ClientLog posts from one client address (the app sends a batch at most every few seconds while failing). */
  clientLogPerAddress: { scope: 'client-log:address', max: 120, windowMs: 10 * MINUTE },
  /** PMS API calls with one key: a channel manager pushing every change, with room to catch up after a gap. */
  pmsCallsPerKey: { scope: 'pms:key', max: 600, windowMs: 10 * MINUTE },
  /** PMS API calls from one client address, whatever key (or none) they carry. */
  pmsCallsPerAddress: { scope: 'pms:address', max: 1200, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>

const keyHash = (limit: Limit, key: string) => sha256(`${limit.scope}\n${key.trim().toLowerCase()}`)

const windowEnd = (startedAt: Date, limit: Limit) => startedAt.getTime() + limit.windowMs

/** Whole seconds until `end`, at least 1 (Retry-After: 0 would invite an immediate retry). */
const secondsUntil = (end: number, now: Date) => Math.max(1, Math.ceil((end - now.getTime()) / 1000))

/** Counts one hit; returns the hits in the current window (the first of a new window is 1) and when it ends. */
export async function recordHit(
  db: Queryable,
  [limit, key]: LimitKey,
  now: Date,
): Promise<{ hits: number; retryAfter: number }> {
  const windowStartedBefore = new Date(now.getTime() - limit.windowMs).toISOString()
  const [row] = await db.query<{ hits: number; window_start: Date | string }>(
    `INSERT INTO request_limit AS t (scope, key_hash, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (scope, key_hash) DO UPDATE SET
       hits = CASE WHEN t.window_start <= $4 THEN 1 ELSE t.hits + 1 END,
       window_start = CASE WHEN t.window_start <= $4 THEN EXCLUDED.window_start ELSE t.window_start END
     RETURNING hits, window_start`,
    [limit.scope, keyHash(limit, key), now.toISOString(), windowStartedBefore],
  )
  // Windows are an hour at most: anything older than a day is dead weight.
  await db.query('DELETE FROM request_limit WHERE window_start < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ])
  const startedAt = row ? new Date(row.window_start) : now
  return { hits: row?.hits ?? 1, retryAfter: secondsUntil(windowEnd(startedAt, limit), now) }
}

/** The hits of `key` in its current window (0 when it has none). */
async function hitsOf(db: Queryable, [limit, key]: LimitKey, now: Date): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    'SELECT hits FROM request_limit WHERE scope = $1 AND key_hash = $2 AND window_start > $3',
    [limit.scope, keyHash(limit, key), new Date(now.getTime() - limit.windowMs).toISOString()],
  )
  return row?.hits ?? 0
}

/** Takes back one hit of each key in its current window (an attempt that turned out not to count). */
export async function refundAttempt(db: Queryable, keys: readonly LimitKey[], now: Date): Promise<void> {
  for (const [limit, key] of keys) {
    await db.query(
      'UPDATE request_limit SET hits = hits - 1 WHERE scope = $1 AND key_hash = $2 AND window_start > $3 AND hits > 0',
      [limit.scope, keyHash(limit, key), new Date(now.getTime() - limit.windowMs).toISOString()],
    )
  }
}

export async function clearHits(db: Queryable, [limit, key]: LimitKey): Promise<void> {
  await db.query('DELETE FROM request_limit WHERE scope = $1 AND key_hash = $2', [
    limit.scope,
    keyHash(limit, key),
  ])
}

/**
 * The 429 to throw: Retry-After is set on the context, which the app's error handler answers from, and the
 * body is the Message every error answer has.
 */
export function tooManyRequests(c: Context, retryAfter: number, message: string): HttpError {
  c.header('Retry-After', String(retryAfter))
  return new HttpError(429, { Message: message })
}

/**
 * Counts the attempt against every one of `keys` first, then throws a 429 (taking the count back) when it is one
 * too many for any of them. Counting first is what makes a burst of parallel requests safe: each one gets its
 * own number from the upsert, so no more than the allowance get through. A limit of failures takes the attempt
 * back with `refundAttempt` once it has succeeded.
 */
export async function spendAttempt(
  c: Context,
  db: Queryable,
  keys: readonly LimitKey[],
  now: Date,
  message: string,
): Promise<void> {
  let wait = 0
  for (const key of keys) {
    const { hits, retryAfter } = await recordHit(db, key, now)
    if (hits > key[0].max) wait = Math.max(wait, retryAfter)
  }
  if (wait === 0) return
  await refundAttempt(db, keys, now)
  throw tooManyRequests(c, wait, message)
}

/** Who is asking, for the per-address limits: the database, the time and the client's address. */
export type Requester = { db: Queryable; now: Date; address: string }

export function requesterOf(
  c: Context,
  { db, clock, trustProxy }: { db: Queryable; clock: () => Date; trustProxy?: TrustProxy },
) {
  return { db, now: clock(), address: clientNetwork(c, trustProxy) } satisfies Requester
}

export const CODE_GUESSES_LIMITED =
  'Too many codes that are not valid were tried. Please try again later, or contact the hotel.'

/** The codes one call judges, by kind (a promo code of a group is not one of a hotel). */
export type JudgedCodes = Partial<
  Record<'promo' | 'groupPromo' | 'voucher' | 'company', string | number | null | undefined>
>

export const hasCodes = (codes: JudgedCodes) => Object.values(codes).some((code) => String(code ?? '').trim())

/** A guess: the limits it counts against, what was asked (as said again it teaches nothing new) and the 429's text. */
export type Guess = { keys: readonly LimitKey[]; asked: string; message: string }

/**
 * A call that answers whether a guess is right (a code, a reservation's name): a wrong guess counts against
 * `guess.keys`, and past a limit the question is not answered at all (a 429). The same question asked again from
 * the same address within the hour is answered without counting: it teaches nothing new (a guest searching other
 * dates with a code, or pressing Find twice). `run` answers and says whether the guess was wrong;
 * `refusesWrongGuess` says whether an error it throws is a refused guess (a booking's 400 on its code).
 */
export async function limitedGuess<T>(
  c: Context,
  who: Requester,
  guess: Guess,
  run: () => Promise<{ answer: T; wrong: boolean }>,
  refusesWrongGuess: (error: unknown) => boolean = () => false,
): Promise<T> {
  const asked: LimitKey = [Limits.askedByAddress, `${who.address}\n${guess.asked}`]
  if ((await hitsOf(who.db, asked, who.now)) > 0) return (await run()).answer
  await spendAttempt(c, who.db, guess.keys, who.now, guess.message)
  try {
    const { answer, wrong } = await run()
    if (!wrong) await refundAttempt(who.db, guess.keys, who.now)
    await recordHit(who.db, asked, who.now)
    return answer
  } catch (e) {
    // Refused for another reason (a bad date, say), the request judged no guess.
    if (!refusesWrongGuess(e)) await refundAttempt(who.db, guess.keys, who.now)
    else await recordHit(who.db, asked, who.now)
    throw e
  }
}

/** Promo, gift voucher and company codes judged by one call: wrong ones count per client address. */
export function limitedCodeCheck<T>(
  c: Context,
  who: Requester,
  codes: JudgedCodes,
  run: () => Promise<{ answer: T; wrong: boolean }>,
  refusesWrongCode?: (error: unknown) => boolean,
): Promise<T> {
  const asked = Object.entries(codes)
    .filter(([, code]) => String(code ?? '').trim())
    .map(([kind, code]) => `${kind}=${String(code).trim().toUpperCase()}`)
    .sort()
    .join('&')
  const guess = {
    keys: [[Limits.codeGuessPerAddress, who.address]] as const,
    asked,
    message: CODE_GUESSES_LIMITED,
  }
  return limitedGuess(c, who, guess, run, refusesWrongCode)
}

export const CARD_CHECKS_LIMITED =
  'Too many card attempts. Please try again later, or contact the hotel to pay another way.'

/** Counts one card check for `subject` (a reservation or a payment link) and for the client address. */
export async function spendCardCheck(c: Context, who: Requester, subject: string): Promise<void> {
  const keys: LimitKey[] = [
    [Limits.cardCheckPerReservation, subject],
    [Limits.cardCheckPerAddress, who.address],
  ]
  await spendAttempt(c, who.db, keys, who.now, CARD_CHECKS_LIMITED)
}
