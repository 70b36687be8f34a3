import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { serviceKeys } from '@/api/service'
import { onNewSearch } from '@/state/new-search'

/**
 * The application root renders only the current route; it scrolls to the top on each navigation (docs/product/the-app.md#screens),
 * and a new search forgets the extras asked for the last one (docs/product/the-app.md#steps "clears … the service cache").
 */
export function RootFrame() {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
  useEffect(() => {
    const stop = onNewSearch(() => queryClient.removeQueries({ queryKey: serviceKeys.all }))
    return () => {
      stop()
    }
  }, [queryClient])
  return <Outlet />
}
