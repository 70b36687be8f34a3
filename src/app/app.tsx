import '@/ui/mantine-styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { searchQuery } from '@/api/availability'
import { prefetchBookingStart } from '@/api/property'
import { restorableSearch, searchFromQuery, searchRequestOf } from '@/state/search-form'
import { createQueryClient } from './query-client'
import { createAppRouter } from './routes'
import { installChunkErrorReload } from './lazy-page'

installChunkErrorReload()

/** The property of the address (/Book/{code}, /Manage/{code}, …), fetched before the first render needs it. */
function startLoading(queryClient: ReturnType<typeof createQueryClient>) {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  const path = window.location.pathname.slice(base.length)
  const match = /^\/(Book|Manage|PreCheckIn|Contact|Restaurant)\/([^/]+)/i.exec(path)
  if (!match?.[1] || !match[2]) return
  const code = decodeURIComponent(match[2]).toUpperCase()
  const booking = match[1].toLowerCase() === 'book'
  prefetchBookingStart(queryClient, code, booking)
  // Rooms and rates opened from its address: its search starts now too (the page asks for the same query).
  const wanted = restorableSearch(searchFromQuery(new URLSearchParams(window.location.search)), code)
  if (booking && wanted && /\/Rooms-And-Rates\/?$/i.test(path))
    void queryClient.prefetchQuery(searchQuery(searchRequestOf(wanted, code)))
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    startLoading(client)
    return client
  })
  const [router] = useState(createAppRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
