/**
 * Work that instances starting together must do one after another (issue 20): seeding the demo and booking its
 * sample reservations read "is it there?" and then write it, which two processes on an empty database would
 * both do. PostgreSQL: a transaction-scoped advisory lock per schema, held while `work` runs on other pool
 * connections, so the second instance waits and then finds it done. PGlite is one process: nothing to wait for.
 */
import type { Db } from './types'

export async function oneInstanceAtATime<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work()
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1 || ' ' || current_schema()))`, [
      `booking-engine ${name}`,
    ])
    return work()
  })
}
