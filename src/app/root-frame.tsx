import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'

/** The application root renders only the current route; it scrolls to the top on each navigation (spec §2). */
export function RootFrame() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
  return <Outlet />
}
