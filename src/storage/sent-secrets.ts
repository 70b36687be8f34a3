/**
 * What a device may hold only until it is sent (decision 0144): the registration card of pre-check-in (identity
 * document, date of birth, signature). A draft and its outbox row carry it while the change waits, so an offline
 * save still goes; once the server has it, it is taken out of the sent row and of a draft edited since, in the
 * same transaction that settles the change. Keys are matched by name, at any depth, as card data is refused.
 */
const SENT_ONLY = /^registrations?$/i

/** The value without any field named like registration data (a copy; the value itself is not changed). */
export function withoutSentOnly<T>(value: T): T {
  if (Array.isArray(value)) return value.map((inner: unknown) => withoutSentOnly(inner)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SENT_ONLY.test(name))
      .map(([name, inner]) => [name, withoutSentOnly(inner)]),
  ) as T
}
