import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { serviceKeys } from '@/api/service'
import { onLanguageChange } from '@/i18n/language'
import { onNewSearch } from '@/state/new-search'

/**
 * The application root renders only the current route; it scrolls to the top on each navigation (docs/product/the-app.md#screens),
 * and a new search forgets the extras asked for the last one (docs/product/the-app.md#steps "clears … the service cache").
 * A language switch asks every answer again: each carries the hotel's words and the server's messages in the
 * language it was asked in (decision 0136); what is on screen stays until the new answer comes.
 */
export function RootFrame() {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
  useEffect(() => {
    const stops = [
      onNewSearch(() => queryClient.removeQueries({ queryKey: serviceKeys.all })),
      onLanguageChange(() => void queryClient.invalidateQueries()),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [queryClient])
  return <Outlet />
}
