/**
 * The command-line tools beside a running server on the embedded database (decision 0120): `npm run pms:key` and
 * `npm run property:import` ask the server through the handle it left in the data folder, and what they did is
 * served at once — no restart. Another token is refused, and the handle goes with the server.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readAdminHandle } from '../../../server/admin-handle'
import { startServerProcess, type ServerProcess } from '../../support/server/server-process'
import { LIGHTHOUSE_FILE } from '../property-file/property-file-kit'

const dataDir = mkdtempSync(join(tmpdir(), 'be-admin-cli-'))

function run(script: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      [script, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000 },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    )
  })
}

describe('the commands while the server serves the embedded database', () => {
  let server: ServerProcess
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir })
  }, 120_000)
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('leaves a handle only its user can read, and refuses another token', async () => {
    const handle = readAdminHandle(dataDir)
    expect(handle?.url).toBe(`http://127.0.0.1:${server.port}`)
    expect(statSync(join(dataDir, 'admin.json')).mode & 0o777).toBe(0o600)
    const res = await fetch(`${server.url}/api/Admin/PmsKey`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-the-token' },
      body: JSON.stringify({ Args: ['list'] }),
    })
    expect(res.status).toBe(401)
  })

  it('makes a PMS key through the server, which takes it at once', async () => {
    const made = await run('server/pms/key-cli.ts', 'create', 'HARBOUR', 'Channel manager')
    expect(made.err).toContain('asking it to do this')
    expect(made.code).toBe(0)
    const key = /pms_[\w-]{43}/.exec(made.out)?.[0] ?? ''
    expect(key).not.toBe('')
    const mapping = await fetch(`${server.url}/api/pms/properties/HARBOUR`, {
      headers: { Authorization: `Bearer ${key}` },
    })
    expect(mapping.status).toBe(200)
    const listed = await run('server/pms/key-cli.ts', 'list')
    expect(listed.out).toContain('Channel manager')
  }, 240_000)

  it('imports a property file through the server, which serves it at once', async () => {
    expect((await fetch(`${server.url}/api/Property/LIGHTHOUSE`)).status).toBe(404)
    const done = await run('scripts/property-file.ts', 'import', LIGHTHOUSE_FILE)
    expect(done.code, done.err).toBe(0)
    expect(done.out).toMatch(/LIGHTHOUSE \(\d+\) created/)
    expect((await fetch(`${server.url}/api/Property/LIGHTHOUSE`)).status).toBe(200)
  }, 240_000)

  it('takes its handle away when it stops', async () => {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(existsSync(join(dataDir, 'admin.json'))).toBe(false)
  }, 60_000)
})
