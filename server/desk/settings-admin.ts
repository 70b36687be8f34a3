/**
 * The command-line tools' way into a running server (decision 0120). The embedded database's files belong to
 * the one process serving them, so `npm run property:import` and `npm run pms:key` cannot open it while the
 * server runs; instead they ask the server. At start the server writes `admin.json` into the data folder
 * (0600, like the rest of it): its loopback address and a random token made for this run. Whoever can read the
 * data folder could read the database itself, so the token gives nothing more; it ends with the process.
 *
 * The routes exist only in a server that made a token (never in tests' apps or on PostgreSQL, where the commands
 * open the database themselves), and answer 401 to any other Bearer.
 */
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody } from '../web/http'
import { unauthorised } from '../http-errors'
import { runKeyCommand } from '../pms/key-command'
import { importFileTexts } from '../property-file/import-command'

const AdminImport = v.object({
  Files: v.pipe(
    v.array(
      v.object({
        Name: v.pipe(v.string(), v.maxLength(500)),
        Text: v.pipe(v.string(), v.maxLength(5_000_000)),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
})
const AdminKeyCommand = v.object({
  Args: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(20)),
})

/** What a command printed: lines (`error` ones go to standard error) and its exit code. */
export type AdminAnswer = { Lines: { Text: string; Error: boolean }[]; ExitCode: number }

export function adminRoutes(deps: AppDeps, token: string) {
  const app = new Hono<AppEnv>()
  const expected = Buffer.from(`Bearer ${token}`)
  app.use('/api/Admin/*', async (c, next) => {
    const sent = Buffer.from(c.req.header('authorization') ?? '')
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
      throw unauthorised('This call needs the token of admin.json in the data folder.')
    await next()
  })
  app.post('/api/Admin/PropertyImport', async (c) => {
    const { Files } = await parseBody(c, AdminImport)
    const files = Files.map((f) => ({ name: f.Name, text: f.Text }))
    const outcome = await importFileTexts(deps.db, files, deps.clock)
    return c.json({
      Lines: outcome.lines.map((l) => ({ Text: l.text, Error: l.error })),
      ExitCode: outcome.exitCode,
    } satisfies AdminAnswer)
  })
  app.post('/api/Admin/PmsKey', async (c) => {
    const { Args } = await parseBody(c, AdminKeyCommand)
    const outcome = await runKeyCommand(deps.db, Args)
    return c.json({
      Lines: outcome.lines.map((l) => ({ Text: l, Error: outcome.exitCode !== 0 })),
      ExitCode: outcome.exitCode,
    } satisfies AdminAnswer)
  })
  return app
}
