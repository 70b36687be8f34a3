/**
 * Hears the writes other processes make (issue 20, decision 0103), and holds the instance's lock. Migration 011's triggers NOTIFY
 * 'booking_writes' with "schema.table" on every committed statement that writes an input table; one dedicated
 * connection per instance LISTENs and bumps the same write counts the instance's own writes bump, so what it
 * keeps in memory (server/catalogue/answer-cache.ts) is dropped whoever wrote: another instance, psql, a PMS.
 *
 * Trap: while the connection is down the instance is blind to others' writes. Every count is bumped when it is
 * lost and again once listening resumes (writes in the gap were missed), and the adapter bumps them on every
 * query while `listening` is false, so nothing kept is used until the database can speak again.
 */
import pg from 'pg'
import { TAKE_INSTANCE_LOCK } from './instance-lock'
import { INPUT_TABLES, type InputTable, type WriteGeneration } from './write-generation'

export const WRITES_CHANNEL = 'booking_writes'
/** How the listener shows in pg_stat_activity (followed by the schema when one is pinned). */
export const LISTENER_APPLICATION_NAME = 'booking-engine write listener'

export type WriteListener = {
  /** True while notifications can arrive; false before the first connection and after a loss. */
  readonly listening: boolean
  close(): Promise<void>
}

const isInputTable = (name: string): name is InputTable => (INPUT_TABLES as readonly string[]).includes(name)

/** Starts listening; resolves once the first attempt has connected or failed (it then retries on its own). */
export async function listenForWrites(
  url: string,
  schema: string | undefined,
  writes: WriteGeneration,
  instance: number,
  retryMs = 1_000,
): Promise<WriteListener> {
  let client: pg.Client | null = null
  let listening = false
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const lose = (lost: pg.Client) => {
    if (closed || client !== lost) return
    client = null
    listening = false
    writes.bump(INPUT_TABLES)
    lost.end().catch(() => undefined)
    retry = setTimeout(() => void connect(), retryMs)
    retry.unref()
  }

  async function connect() {
    if (closed) return
    const c = new pg.Client({
      connectionString: url,
      // With the schema when there is one, so a test finds its own instances' listeners.
      application_name: schema ? `${LISTENER_APPLICATION_NAME} ${schema}` : LISTENER_APPLICATION_NAME,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    client = c
    c.on('error', () => lose(c))
    c.on('end', () => lose(c))
    let ownSchema = ''
    c.on('notification', (message) => {
      const [from, table = ''] = (message.payload ?? '').split('.')
      // Another schema of the same database (a test's) is someone else's data.
      if (message.channel === WRITES_CHANNEL && from === ownSchema && isInputTable(table))
        writes.bump([table])
    })
    try {
      await c.connect()
      const rows = (await c.query<{ schema: string }>('SELECT current_schema() AS schema')).rows
      ownSchema = rows[0]?.schema ?? ''
      // The connection that lives as long as the instance also tells others it is alive (instance-lock.ts).
      await c.query(TAKE_INSTANCE_LOCK, [instance])
      await c.query(`LISTEN ${WRITES_CHANNEL}`)
      if (client !== c) return
      listening = true
      writes.bump(INPUT_TABLES)
    } catch {
      lose(c)
    }
  }

  await connect()
  return {
    get listening() {
      return listening
    },
    async close() {
      closed = true
      clearTimeout(retry)
      listening = false
      await client?.end().catch(() => undefined)
      client = null
    },
  }
}
