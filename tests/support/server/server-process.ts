/**
 * The production entry (`tsx server/main.ts`) as a real child process, for tests that need what only a process
 * has: signals, being killed, its own connection pool, a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const up = await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not start')
}

export type ServerProcess = {
  url: string
  port: number
  child: ChildProcess
  /** Everything it printed so far. */
  output(): string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/**
 * Starts server/main.ts with `env` over the test's environment. Without a DATABASE_URL in `env` it runs on
 * PGlite in a fresh data folder (a DATABASE_URL left in the environment must not leak in). Resolves once /ready.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'be-process-'))
  let output = ''
  // Node itself with tsx as a loader, not the tsx command: that is a parent of the server process, and a SIGKILL
  // to it would leave the server running as an orphan.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: 'pipe',
  })
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(url, child)
  } catch (e) {
    child.kill('SIGKILL')
    throw new Error(`${e instanceof Error ? e.message : String(e)}:\n${output}`)
  }
  return { url, port, child, output: () => output, exited }
}

/**
 * A database of its own on the PostgreSQL of `TEST_DATABASE_URL`, for processes that open `DATABASE_URL` as
 * production does (no schema pinned). `drop` removes it (after every process on it has ended).
 */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `be_test_${randomBytes(5).toString('hex')}`
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
