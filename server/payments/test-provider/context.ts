/** What every operation of the provider is given: the request's transaction, its moment, the settings. */
import type { Queryable } from '../../db/types'
import type { ErrorStatus } from './errors'
import type { ProviderSettings } from './options'

export type Ctx = { tx: Queryable; now: Date; settings: ProviderSettings }

/**
 * An operation's answer. Most are 200 with the object; a decline is a 402 answered AFTER the intent's new state
 * and its event were written (Stripe keeps the failed attempt), so it is an answer here, not a thrown error.
 */
export type Answer = { status: 200 | ErrorStatus; body: object }

export const ok = (body: object): Answer => ({ status: 200, body })
