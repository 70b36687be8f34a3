import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { isValidElement, useEffect } from 'react'
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router'
import { vi } from 'vitest'
import { AppRoutes, routes } from '@/app/routes'
import { CLIFFTOP, HARBOUR } from '../../server/seed/demo'

/**
 * Every page's code, loaded before any test renders. In the browser a page whose code is still loading
 * suspends inside the router's transition; under testing-library every click runs in a synchronous act(),
 * where React cannot finish a suspended render (tests/app/lazy-page.test.tsx tests the loading).
 */
async function preloadEveryPage(table: RouteObject[]): Promise<void> {
  await Promise.all(
    table.map((route) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : null
      const page =
        typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
          ? Promise.resolve(type.preload())
          : null
      return Promise.all([page, preloadEveryPage(route.children ?? [])])
    }),
  )
}

await preloadEveryPage(routes)

export type Handler = (url: URL, init?: RequestInit) => unknown

/**
 * The built-in test provider's card frame (decision 0113), for a seed that does not name one yet; a seed's own
 * CardForm wins.
 */
export const TEST_CARD_FORM = { Provider: 'TestProvider', FrameUrl: '/test-provider/card-frame' } as const
const withCardForm = <T extends object>(settings: T) => ({ CardForm: TEST_CARD_FORM, ...settings })

/**
 * Renders the real route table with the real providers at `path`. The network is a fake that answers from
 * the demo seed (the same data the real server starts with); `extra` adds or overrides answers by path.
 */
export function renderApp(path: string, extra: Record<string, Handler> = {}) {
  const answers: Record<string, Handler> = {
    '/api/Property/HARBOUR': () => withCardForm(HARBOUR.settings),
    '/api/Property/CLIFFTOP': () => withCardForm(CLIFFTOP.settings),
    [`/api/Book/Config/${HARBOUR.id}`]: () => HARBOUR.bookConfig,
    [`/api/Book/Config/${CLIFFTOP.id}`]: () => CLIFFTOP.bookConfig,
    '/api/Availability': () => [],
    ...extra,
  }
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost')
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
      const handler = answers[url.pathname]
      if (url.pathname === '/api/Account' && !handler)
        return new Response(JSON.stringify({ Message: 'Not logged in.' }), { status: 401 })
      if (!handler) return new Response(JSON.stringify({ Message: 'Not found' }), { status: 404 })
      // A handler may answer later (a promise), e.g. to hold a response while the test acts.
      const answer = await handler(url, init)
      // A handler may answer with a whole Response (a status other than 200).
      if (answer instanceof Response) return answer
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Where the app is now, for tests that follow its navigations (router.state.location, as a data router has).
  const before: Location = { pathname: '', search: '', hash: '', state: null, key: '' }
  const router = { state: { location: before } }
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe
            onLocation={(location) => {
              router.state.location = location
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { ...view, router, calls, queryClient }
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation()
  useEffect(() => {
    onLocation(location)
  }, [location, onLocation])
  return null
}
