/** PostgreSQL through a `pg` pool, used when DATABASE_URL is set. `schema` pins search_path (tests use one each). */
import pg from 'pg'
import type { Db, Queryable } from './types'

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
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await pool.query(sql, params ? [...params] : undefined)
      return r.rows as T[]
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
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
      }
    },
    async close() {
      await pool.end()
    },
  }
}
