/**
 * A request whose body trickles in (slowloris) is ended by the server's time limit, over a real socket; an honest
 * request on the same server is answered.
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpServerOptions, SLOW_CLIENT_LIMITS } from '../../../server/web/slow-clients'

const LIMITS = { headersTimeoutMs: 400, requestTimeoutMs: 600, checkEveryMs: 100 }

/** Sends `head` and then one byte of body every `everyMs`; resolves with what the server sent and when it closed. */
function trickle(
  port: number,
  head: string,
  everyMs: number,
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(head)
      timer = setInterval(() => socket.write('x'), everyMs)
    })
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, closedAfterMs: performance.now() - started })
    })
    setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error('the server kept the slow request open'))
    }, 5_000)
  })
}

describe('slow clients', () => {
  let server: ServerType
  let port = 0
  beforeAll(async () => {
    const app = new Hono()
    app.post('/echo', async (c) => c.text(`got ${(await c.req.text()).length}`))
    // The body read fails when the server ends the request; nobody is left to answer.
    app.onError((_error, c) => c.text('aborted', 408))
    server = await new Promise((resolve) => {
      const s = serve(
        { fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: httpServerOptions(LIMITS) },
        () => resolve(s),
      )
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('ends a request whose body trickles in after the request time limit', async () => {
    const head =
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n'
    const { answer, closedAfterMs } = await trickle(port, head, 50)
    expect(answer).not.toContain('got ')
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + 4 * LIMITS.checkEveryMs + 500)
  })

  it('ends a request whose headers trickle in', async () => {
    const { answer, closedAfterMs } = await trickle(port, 'POST /echo HTTP/1.1\r\nX-Slow: ', 50)
    expect(answer).not.toContain('got ')
    expect(closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + 4 * LIMITS.checkEveryMs + 500)
  })

  it('answers an honest request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'hello' })
    expect(await res.text()).toBe('got 5')
  })

  it('runs production with limits far below the five minutes Node allows', () => {
    const options = httpServerOptions()
    expect(options.requestTimeout).toBe(SLOW_CLIENT_LIMITS.requestTimeoutMs)
    expect(SLOW_CLIENT_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000)
    expect(SLOW_CLIENT_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(SLOW_CLIENT_LIMITS.requestTimeoutMs)
  })
})
