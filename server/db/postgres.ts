/** PostgreSQL through a `pg` pool, used when DATABASE_URL is set. `schema` pins search_path (tests use one each). */
import pg from 'pg'
import type { Db, Queryable } from './types'
import { newInstanceId } from './instance-lock'
import { listenForWrites } from './write-notifications'
import { INPUT_TABLES, tablesWritten, writeGeneration, type InputTable } from './write-generation'

// Dates travel as 'YYYY-MM-DD' strings and bigints (count, sum) as numbers, the same as we ask PGlite for.
pg.types.setTypeParser(1082, (s: string) => s)
pg.types.setTypeParser(20, (s: string) => Number(s))
pg.types.setTypeParser(1700, (s: string) => Number(s))

export async function openPostgres(
  url: string,
  options: { schema?: string; max?: number } = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  // A broken idle client must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  if (options.schema) {
    const c = await pool.connect()
    try {
      await c.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`)
    } finally {
      c.release()
    }
  }
  const writes = writeGeneration()
  // Others' writes arrive as notifications; until the listener hears, every query counts as a write to all.
  const instance = newInstanceId()
  const listener = await listenForWrites(url, options.schema, writes, instance)
  const written = (tables: Iterable<InputTable>) => (listener.listening ? tables : INPUT_TABLES)
  return {
    kind: 'postgres',
    writes,
    instance,
    async query<T>(sql: string, params?: readonly unknown[]) {
      try {
        const r = await pool.query(sql, params ? [...params] : undefined)
        return r.rows as T[]
      } finally {
        writes.bump(written(tablesWritten(sql)))
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect()
      const wrote = new Set<InputTable>()
      try {
        await client.query('BEGIN')
        const result = await fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
            for (const t of tablesWritten(sql)) wrote.add(t)
            return (await client.query(sql, params ? [...params] : undefined)).rows as R[]
          },
        })
        await client.query('COMMIT')
        return result
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw e
      } finally {
        client.release()
        writes.bump(written(wrote))
      }
    },
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}
