/**
 * The load balancer's view of an instance (issue 20), over a real process (server/main.ts): /health and
 * /ready answer, and on SIGTERM a request already in flight — its body still arriving — is answered in full while
 * new connections are refused, then the process exits 0. /ready's refusals are checked in process.
 */
import type { ChildProcess } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { searchBody } from '../../builders/booking-request'
import { ENGINES, startServer, type TestServer } from '../../support/server/harness'
import { startServerProcess, type ServerProcess } from '../../support/server/server-process'

const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)

describe('a real server process', () => {
  let server: ServerProcess
  let child: ChildProcess
  let port = 0
  beforeAll(async () => {
    // Always PGlite: the point is the process.
    server = await startServerProcess()
    child = server.child
    port = server.port
  }, 90_000)
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL')
    await server.exited
  })

  it('is healthy and ready once migrated', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ Status: 'ok', MailFailed: 0, WebhooksFailed: 0 })
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200)
  })

  it('finishes a request in flight at SIGTERM, refuses new ones and exits 0', async () => {
    const body = JSON.stringify(searchBody(isoDay(30), isoDay(32)))
    const socket: Socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (d: Buffer) => (answer += d.toString()))
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()))
    const half = Math.floor(body.length / 2)
    socket.write(
      `POST /api/Availability/Search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    )
    await new Promise((r) => setTimeout(r, 200))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
    expect(child.exitCode).toBeNull()

    socket.write(body.slice(half))
    await ended
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('"RoomTypes"')
    expect(await exited).toBe(0)
    expect(server.output()).toContain('SIGTERM: closing')
  }, 30_000)
})

describe.each(ENGINES)('readiness (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('is not ready while stopping, though still healthy', async () => {
    const lifecycle = { stopping: false }
    const app = createApp({ db: s.db, clock: () => s.now.value, secrets: { linkSigningKey: 'k' }, lifecycle })
    expect((await app.request('/ready')).status).toBe(200)
    lifecycle.stopping = true
    expect((await app.request('/ready')).status).toBe(503)
    expect((await app.request('/health')).status).toBe(200)
  })

  it('is not ready while a migration of this build is missing', async () => {
    const [last] = await s.db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    )
    try {
      const res = await s.get('/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ Status: 'migrating' })
    } finally {
      await s.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last?.name])
    }
    expect((await s.get('/ready')).status).toBe(200)
  })

  it('answers health and readiness even to a cross-site caller, without the API rules', async () => {
    const res = await fetch(`${s.url}/ready`, {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })
})
