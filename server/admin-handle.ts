/**
 * The handle a server on the embedded database leaves in its data folder for the command-line tools (decision
 * 0120): `admin.json` (0600) with its loopback address, its pid and a token made for this run; and the tools' side,
 * which sends the command to that server and prints what it answers instead of refusing. The routes that answer
 * are server/desk/settings-admin.ts.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { writePrivateFileSync } from './private-files'

const HANDLE = 'admin.json'
export const AdminHandle = v.object({ url: v.string(), token: v.string(), pid: v.number() })
export type AdminHandle = v.InferOutput<typeof AdminHandle>

export const newAdminToken = () => randomBytes(32).toString('base64url')

/** Writes the handle once the server listens; the returned function removes it on the way out. */
export function writeAdminHandle(dataDir: string, port: number, token: string): () => void {
  const file = join(dataDir, HANDLE)
  const handle: AdminHandle = { url: `http://127.0.0.1:${port}`, token, pid: process.pid }
  writePrivateFileSync(file, JSON.stringify(handle))
  return () => rmSync(file, { force: true })
}

/** The running server's handle, or null when there is none (or it is unreadable). */
export function readAdminHandle(dataDir: string): AdminHandle | null {
  const file = join(dataDir, HANDLE)
  if (!existsSync(file)) return null
  try {
    const parsed = v.safeParse(AdminHandle, JSON.parse(readFileSync(file, 'utf8')))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

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
