/**
 * The app pointed at another backend at build time (VITE_API_ORIGIN, decision 0109): every call, the outbox's
 * sends and the client log go there with the session cookie; without it everything stays on the app's origin.
 */
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiOriginOf } from '@/api/api-origin'

describe('apiOriginOf', () => {
  it('takes an http(s) origin, with or without its slash, and nothing else', () => {
    expect(apiOriginOf(undefined)).toBe('')
    expect(apiOriginOf('')).toBe('')
    expect(apiOriginOf('https://api.example.com')).toBe('https://api.example.com')
    expect(apiOriginOf('http://localhost:9000/')).toBe('http://localhost:9000')
    for (const bad of [
      'api.example.com',
      'ftp://x.example',
      'https://x.example/api',
      'https://x.example/?a',
      7,
    ])
      expect(() => apiOriginOf(bad), String(bad)).toThrow(/VITE_API_ORIGIN/)
  })
})

describe.each([
  ['another backend', 'https://pms.example.com', 'include'],
  ['the app’s own origin', '', 'same-origin'],
])('calls to %s', (_, origin, credentials) => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it('go to the origin named at build time, carrying the session cookie', async () => {
    vi.stubEnv('VITE_API_ORIGIN', origin)
    // The origin is read once, when the modules load: load them afresh under this build's environment.
    vi.resetModules()
    const sent: { url: string; credentials: RequestCredentials | undefined }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), credentials: init?.credentials })
        return new Response(JSON.stringify({ Name: 'x' }), { status: 200 })
      }),
    )
    const { apiRequest } = await import('@/api/client')
    const { fetchTransport } = await import('@/sync/transport')
    const { CLIENT_LOG_PATH } = await import('@/api/client-log')
    await apiRequest('/Property/HARBOUR', { schema: v.object({ Name: v.string() }) })
    await fetchTransport({
      path: '/PreCheckIn/Save',
      body: {},
      idempotencyKey: 'k',
      signal: new AbortController().signal,
    })
    expect(sent).toEqual([
      { url: `${origin}/api/Property/HARBOUR?languageCode=en-GB`, credentials },
      { url: `${origin}/api/PreCheckIn/Save`, credentials },
    ])
    expect(CLIENT_LOG_PATH).toBe(`${origin}/api/ClientLog`)
  })
})
