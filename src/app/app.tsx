import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { searchQuery } from '@/api/availability'
import { bookConfigQuery, prefetchBookingStart, propertyQuery } from '@/api/property'
import { restorableSearch, searchFromQuery, searchRequestOf } from '@/api/contract/search-address'
import { AppRoutes } from './routes'
import { installChunkErrorReload } from './lazy-page'

installChunkErrorReload()

/** Resolves once the query under `queryKey` has an answer or has failed. */
function settled(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const state = queryClient.getQueryState(queryKey)
      if (!state || state.status === 'pending') return false
      unsubscribe()
      resolve()
      return true
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => void check())
    check()
  })
}

/**
 * The property of the address (/Book/{code}, /Manage/{code}, …), fetched before the first render needs it.
 * Resolves once the property (and, in the booking area, its booking config) has answered or failed: what the
 * first screen shows.
 */
export function startLoading(queryClient: QueryClient): Promise<void> {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  const path = window.location.pathname.slice(base.length)
  const match = /^\/(Book|Manage|PreCheckIn|Contact|Restaurant)\/([^/]+)/i.exec(path)
  if (!match?.[1] || !match[2]) return Promise.resolve()
  const code = decodeURIComponent(match[2]).toUpperCase()
  const booking = match[1].toLowerCase() === 'book'
  prefetchBookingStart(queryClient, code, booking)
  const wanted = restorableSearch(searchFromQuery(new URLSearchParams(window.location.search)), code)
  const propertyKey = propertyQuery(code).queryKey
  return settled(queryClient, propertyKey).then(() => {
    const property = queryClient.getQueryData(propertyKey)
    if (!booking || !property) return
    // Rooms and rates opened from its address: its search starts as soon as the property's id is known (docs/product/the-app.md#calls
    // asks by id), the same query the page asks for.
    if (wanted && /\/Rooms-And-Rates\/?$/i.test(path))
      void queryClient.prefetchQuery(searchQuery(searchRequestOf(wanted, property.PropertyId)))
    return settled(queryClient, bookConfigQuery(property.PropertyId).queryKey)
  })
}

/** Below `basename` (BASE_PATH, the sub-path the app is served under), every route of the app. */
export function App({ queryClient, basename }: { queryClient: QueryClient; basename: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  )
}
