/**
 * Which instances are alive, as the database sees it (issue 20). Each open database handle picks a random id and
 * holds a session-level advisory lock on it for as long as its connection lives (PostgreSQL: the write listener's
 * dedicated connection; PGlite: its one connection). Work an instance claims in a table (an Idempotency-Key)
 * records that id; when the process dies — killed, crashed, its machine gone — PostgreSQL ends its connection and
 * the lock is gone with it, so another instance may take the claim over at once instead of waiting out a lease.
 */
import { randomInt } from 'node:crypto'

/** The advisory lock's first key: the instance locks of this application (the second key is the instance id). */
export const INSTANCE_LOCK_CLASS = 16965

export const newInstanceId = () => randomInt(1, 2 ** 31 - 1)

export const TAKE_INSTANCE_LOCK = `SELECT pg_advisory_lock(${INSTANCE_LOCK_CLASS}, $1)`

/** SQL that is true when no live connection holds the instance lock of the id in `column`. */
export function instanceGone(column: string): string {
  return `NOT EXISTS (SELECT 1 FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid = ${INSTANCE_LOCK_CLASS}
      AND objid = ${column} AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))`
}
