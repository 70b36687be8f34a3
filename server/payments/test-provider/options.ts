/**
 * The settings of the built-in test payment provider (decision 0113), shared by its API, its browser pages and
 * its event delivery. Without a hotel's own Stripe keys the server uses the demo keys below.
 */
import type { Db } from '../../db/types'

export const DEFAULT_SECRET_KEY = 'sk_test_builtin'
export const DEFAULT_PUBLISHABLE_KEY = 'pk_test_builtin'

export type TestProviderOptions = {
  db: Db
  clock: () => Date
  secretKey?: string
  publishableKey?: string
  /** Signs the events (delivery only); the pages and the API do not need it. */
  webhookSecret?: string
  /**
   * The origin (and path prefix) the pages are served under, e.g. `https://book.example.com`: the challenge's
   * address handed to the server in `next_action` is absolute with it, relative without.
   */
  publicBase?: string
  /** Where an unexpected failure is told (never with a request body: it may hold a card number). */
  log?: (line: string) => void
}

export type ProviderSettings = {
  db: Db
  clock: () => Date
  secretKey: string
  publishableKey: string
  publicBase: string
  log: (line: string) => void
}

export function providerSettings(options: TestProviderOptions): ProviderSettings {
  return {
    db: options.db,
    clock: options.clock,
    secretKey: options.secretKey ?? DEFAULT_SECRET_KEY,
    publishableKey: options.publishableKey ?? DEFAULT_PUBLISHABLE_KEY,
    publicBase: (options.publicBase ?? '').replace(/\/+$/, ''),
    log: options.log ?? ((line: string) => console.error(line)),
  }
}

/** Stripe's `created`: whole seconds since the epoch. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)
