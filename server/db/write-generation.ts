/**
 * Counters that move after every statement that may have changed what availability and search answers are built
 * from, so what is kept in memory (server/catalogue/answer-cache.ts) is dropped the moment it could be stale. Both
 * adapters count here, so every writer is covered — booking, manage, cancel, seed, a test poking a table —
 * without each code path having to remember to call something. Each table has its own count: the rate rows kept
 * in memory survive a booking (which writes inventory), a finished search answer does not.
 *
 * Trap: a count moves AFTER the write is committed (after an autocommit statement resolves, after a transaction
 * ends). A reader must read the count BEFORE it reads the tables; a value built from rows read before a commit is
 * then tagged with the old count and never used after the commit.
 *
 * On PostgreSQL the counts also move when anyone else writes — another instance, psql, a PMS — through the
 * triggers of migration 011 and the listener in write-notifications.ts (decision 0103). On PGlite this process
 * is the only writer (decision 0060).
 */

/** The tables a search, the availability calendar or a property lookup read. */
export const INPUT_TABLES = [
  'inventory',
  'rate',
  'rate_plan',
  'room_type',
  'property',
  'property_group',
  'area',
  'promo_code',
  'gift_voucher',
] as const
export type InputTable = (typeof INPUT_TABLES)[number]

const TABLE = new RegExp(`\\b(${INPUT_TABLES.join('|')})\\b`, 'gi')
/** Anything that is not a plain read. Over-matching (SELECT … FOR UPDATE) only costs a refill. */
const WRITES = /\b(insert|update|delete|truncate|alter|drop|create|copy|merge)\b/i

const isInputTable = (name: string): name is InputTable => (INPUT_TABLES as readonly string[]).includes(name)

/** The input tables a statement may write (every one it names, if it writes at all). */
export function tablesWritten(sql: string): InputTable[] {
  if (!WRITES.test(sql)) return []
  const found = new Set<InputTable>()
  for (const m of sql.matchAll(TABLE)) {
    const name = (m[1] ?? '').toLowerCase()
    if (isInputTable(name)) found.add(name)
  }
  return [...found]
}

export type WriteGeneration = {
  /** Moves on a write to any input table. Read it before reading the tables. */
  readonly value: number
  /** Moves on a write to one of these tables. */
  of(...tables: InputTable[]): number
  bump(tables: Iterable<InputTable>): void
}

export function writeGeneration(): WriteGeneration {
  let value = 0
  const counts = new Map<InputTable, number>()
  return {
    get value() {
      return value
    },
    of(...tables) {
      return tables.reduce((sum, t) => sum + (counts.get(t) ?? 0), 0)
    },
    bump(tables) {
      for (const t of tables) {
        counts.set(t, (counts.get(t) ?? 0) + 1)
        value++
      }
    },
  }
}
