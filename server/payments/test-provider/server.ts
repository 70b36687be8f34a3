/**
 * The built-in provider on a real port (127.0.0.1), for tests that point the `stripe` library at it with its
 * host/port/protocol options, as stripe-node's own suite does. It serves the API at the root and the browser
 * pages under /test-provider/, as the app mounts them.
 */
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { testProviderApi } from './api'
import { PAGES_PREFIX } from './challenge'
import type { TestProviderOptions } from './options'
import { testProviderPages } from './pages'

export type RunningTestProvider = {
  host: string
  port: number
  protocol: 'http'
  close: () => Promise<void>
}

export async function startTestProvider(
  options: TestProviderOptions & { port?: number },
): Promise<RunningTestProvider> {
  const app = new Hono()
  app.route(PAGES_PREFIX, testProviderPages(options))
  app.route('/', testProviderApi(options))
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
