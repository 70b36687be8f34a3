import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLoading } from '@/app/app'
import { CLIFFTOP } from '../../server/seed/demo'
import { cottageStayResult } from '../builders/search-result'

// docs/product/the-app.md#calls names the property's id for Book/Config/{id} and Availability/Search's PropertyId: the start-up
// prefetch of an address (which knows only the code) asks by code for the property alone.

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('the start-up prefetch', () => {
  it("asks for the booking config and the address's search by the property's id", async () => {
    window.history.replaceState(
      null,
      '',
      '/Book/CLIFFTOP/Rooms-And-Rates?arrival=2030-05-07&departure=2030-05-09&rooms=2-0-0',
    )
    const sent: { path: string; body: unknown }[] = []
    const answers: Record<string, unknown> = {
      '/api/Property/CLIFFTOP': CLIFFTOP.settings,
      [`/api/Book/Config/${CLIFFTOP.id}`]: CLIFFTOP.bookConfig,
      '/api/Availability/Search': cottageStayResult(),
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const { pathname } = new URL(input, 'http://localhost')
        sent.push({ path: pathname, body: init?.body ? JSON.parse(String(init.body)) : null })
        const answer = answers[pathname]
        return new Response(JSON.stringify(answer ?? { Message: 'Not found' }), {
          status: answer ? 200 : 404,
        })
      }),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await startLoading(queryClient)
    await vi.waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/Availability/Search'))
    expect(sent.map((s) => s.path)).toEqual(
      expect.arrayContaining(['/api/Property/CLIFFTOP', `/api/Book/Config/${CLIFFTOP.id}`]),
    )
    expect(sent.map((s) => s.path)).not.toContain('/api/Book/Config/CLIFFTOP')
    expect(sent.find((s) => s.path === '/api/Availability/Search')?.body).toMatchObject({
      PropertyId: CLIFFTOP.id,
    })
  })
})
