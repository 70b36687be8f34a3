import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { apiRequest, withLanguageCode } from '@/api/client'
import { ClientLogRequest } from '@/api/contract/client-log'

type Answer = { status: number; body?: unknown } | 'unreachable'

let answer: Answer = { status: 200, body: {} }
const sent: { url: string; method: string; body: unknown }[] = []

beforeEach(() => {
  sent.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      sent.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      })
      if (url === '/api/ClientLog') return new Response(null, { status: 204 })
      if (answer === 'unreachable') throw new TypeError('Failed to fetch')
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
      })
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(console.warn).mockRestore()
})

const Thing = v.object({ Name: v.string() })
const logged = () =>
  sent.filter((s) => s.url === '/api/ClientLog').flatMap((s) => v.parse(ClientLogRequest, s.body).Entries)

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
  return error
}

describe('apiRequest', () => {
  it('sends the language code in the query of a GET and in a JSON body, once', async () => {
    answer = { status: 200, body: { Name: 'x' } }
    await apiRequest('/Thing', { query: { propertyId: 1 }, schema: Thing })
    await apiRequest('/Thing', { method: 'POST', body: { PropertyId: 1 }, schema: Thing })
    await apiRequest('/Thing', { method: 'POST', schema: Thing })
    await apiRequest('/Thing', { method: 'POST', body: { LanguageCode: 'en', A: 1 }, schema: Thing })
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/Thing?propertyId=1&languageCode=en', undefined],
      ['POST', '/api/Thing', { LanguageCode: 'en', PropertyId: 1 }],
      ['POST', '/api/Thing?languageCode=en', undefined],
      ['POST', '/api/Thing', { LanguageCode: 'en', A: 1 }],
    ])
    expect(withLanguageCode({ LanguageCode: 'en' }, undefined).query).toEqual({ LanguageCode: 'en' })
  })

  it('does not log a 401, and logs other failures with message, status, url and method (docs/product/the-app.md#calls)', async () => {
    answer = { status: 401, body: { Message: 'Please log in.' } }
    expect((await failure(apiRequest('/Account', { query: { propertyId: 1 }, schema: Thing }))).code).toBe(
      'unauthorised',
    )
    expect(logged()).toEqual([])

    answer = { status: 409, body: { Message: 'No outstanding balance.' } }
    const error = await failure(
      apiRequest('/PayByLink/Get', {
        query: { propertyId: 1001, invoiceNumber: 'INV-1', hash: 'secret-link-code', actionType: 'P' },
        schema: Thing,
      }),
    )
    // Passed on as it was.
    expect(error.code).toBe('conflict')
    expect(error.message).toBe('No outstanding balance.')
    await vi.waitFor(() =>
      expect(logged()).toEqual([
        expect.objectContaining({
          Level: 'warn',
          Message: 'No outstanding balance.',
          Status: 409,
          Method: 'GET',
          Url: '/api/PayByLink/Get?propertyId=1001&invoiceNumber=…&hash=…&actionType=P&languageCode=en',
        }),
      ]),
    )
  })

  it('passes an attempt limit on as too-many-requests with its message, a refusal rather than a fault', async () => {
    answer = { status: 429, body: { Message: 'Too many attempts. Please try again later.' } }
    const error = await failure(apiRequest('/ManageBooking/Search', { method: 'POST', schema: Thing }))
    expect(error.code).toBe('too-many-requests')
    expect(error.message).toBe('Too many attempts. Please try again later.')
    await vi.waitFor(() =>
      expect(logged()).toEqual([expect.objectContaining({ Level: 'warn', Status: 429 })]),
    )
  })

  it('logs an answer that breaks its contract by the fields, never their values', async () => {
    answer = { status: 200, body: { Name: 4242424242424242 } }
    expect((await failure(apiRequest('/Thing', { schema: Thing }))).code).toBe('invalid-response')
    await vi.waitFor(() => expect(logged()).toHaveLength(1))
    const [entry] = logged()
    expect(entry).toMatchObject({ Level: 'error', Status: 200 })
    expect(entry?.Message).toContain('Unexpected answer at: Name.')
    expect(JSON.stringify(entry)).not.toContain('4242')
  })

  it('logs an unreachable server while online, and nothing while offline', async () => {
    answer = 'unreachable'
    expect((await failure(apiRequest('/Thing', { schema: Thing }))).code).toBe('network')
    await vi.waitFor(() =>
      expect(logged()).toEqual([expect.objectContaining({ Level: 'error', Status: null })]),
    )

    sent.length = 0
    vi.stubGlobal('navigator', { onLine: false })
    expect((await failure(apiRequest('/Thing', { schema: Thing }))).code).toBe('network')
    expect(sent.map((s) => s.url)).toEqual(['/api/Thing?languageCode=en'])
  })
})
