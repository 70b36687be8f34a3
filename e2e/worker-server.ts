import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { TestInfo, WorkerInfo } from '@playwright/test'

/**
 * Each Playwright worker serves the production build from a server of its own: port E2E_PORT + the worker's
 * parallel index, over an embedded database of its own in `test-results/e2e-data-<index>` (decision 0124). Tests
 * in two workers never share inventory, mail or keys, so each may count what it changes as it did with one
 * worker. A worker that restarts (after a failure) starts its server again from the demo seed.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310)
/** The data folder e2e/global-setup.ts fills once per run; each worker's server starts from a copy of it. */
export const E2E_TEMPLATE_DIR = join('test-results', 'e2e-data-template')

/** The property files imported before the demo (the fixture hotel of e2e/property-import.spec.ts by default). */
export function importedPropertyFiles(): string[] {
  return (process.env.IMPORT_PROPERTY_FILES ?? 'tests/fixtures/property-files/lighthouse.yaml')
    .split(',')
    .filter(Boolean)
}
const READY_PATH = '/api/Property/HARBOUR'
const START_TIMEOUT_MS = 150_000

export function workerPort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex
}

/** The data folder of the server of the worker running `testInfo` (mail as .eml files, the link-signing key). */
export function workerDataDir(info: Pick<TestInfo | WorkerInfo, 'parallelIndex'>): string {
  return join('test-results', `e2e-data-${info.parallelIndex}`)
}

/** The address the test's browser opens: the project's own (two instances behind a proxy) or the worker's server. */
export function workerBaseURL(info: Pick<TestInfo | WorkerInfo, 'parallelIndex' | 'project'>): string {
  return info.project.use.baseURL ?? `http://localhost:${workerPort(info.parallelIndex)}`
}

export type WorkerServer = { stop: () => Promise<void> }

/**
 * Starts `scripts/e2e-server.mjs` for the worker (with `env` added to this process's environment) and resolves
 * once it answers, or rejects with what it said.
 */
export async function startWorkerServer(
  info: WorkerInfo,
  env: Record<string, string> = {},
): Promise<WorkerServer> {
  const port = workerPort(info.parallelIndex)
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: workerDataDir(info), E2E_TEMPLATE_DIR },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let said = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    said = `${said}${chunk.toString()}`.slice(-4000)
    process.stderr.write(chunk)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = () => stopServer(child, exited)
  try {
    await waitUntilAnswering(`http://localhost:${port}${READY_PATH}`, exited)
  } catch (error) {
    await stop()
    throw new Error(`The e2e server on port ${port} did not start: ${String(error)}\n${said}`)
  }
  return { stop }
}

async function waitUntilAnswering(url: string, exited: Promise<number | null>): Promise<void> {
  let gone: number | null | undefined
  void exited.then((code) => (gone = code))
  const until = Date.now() + START_TIMEOUT_MS
  while (Date.now() < until) {
    if (gone !== undefined) throw new Error(`it exited with code ${String(gone)}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no answer from ${url} within ${START_TIMEOUT_MS / 1000} s`)
}

/** SIGTERM, so the server closes its embedded database cleanly; SIGKILL if it has not gone after ten seconds. */
async function stopServer(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
