/**
 * The command-line side of settings-admin.ts: when a server serves the embedded database, send it the command
 * and print what it answers, instead of refusing. Without a handle (an older server, or one that could not write
 * it) the command says how to go on.
 */
import * as v from 'valibot'
import { readAdminHandle } from './settings-admin'

const Answer = v.object({
  Lines: v.array(v.object({ Text: v.string(), Error: v.boolean() })),
  ExitCode: v.number(),
})

/** Runs `path` with `body` on the server serving `dataDir` (process `pid`), printing its lines; the exit code. */
export async function askRunningServer(
  dataDir: string,
  pid: number,
  path: string,
  body: unknown,
): Promise<number> {
  const handle = readAdminHandle(dataDir)
  if (!handle || handle.pid !== pid) {
    console.error(
      `The server (process ${pid}) is serving ${dataDir} and did not leave its admin.json there: ` +
        'stop it and run this again, or upload the file at the desk (Settings, as the owner).',
    )
    return 1
  }
  console.error(`The server (process ${pid}) is serving ${dataDir}: asking it to do this.`)
  const res = await fetch(handle.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${handle.token}` },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    console.error(`The server did not answer at ${handle.url}: ${String(error)}`)
    return null
  })
  if (!res) return 1
  const answer = v.safeParse(Answer, await res.json().catch(() => null))
  if (!answer.success) {
    console.error(`The server answered ${res.status} without an outcome.`)
    return 1
  }
  for (const line of answer.output.Lines) (line.Error ? console.error : console.log)(line.Text)
  return answer.output.ExitCode
}
