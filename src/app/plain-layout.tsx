import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageLoader } from '@/ui/page-loader'
import { ThemedShell } from './themed-shell'
import { usePageTitle } from './page-title'

/** For pages outside any property (Not found, Error, Unauthorised): the default theme, no property menu. */
export function PlainLayout() {
  usePageTitle(null)
  return (
    <ThemedShell>
      <main id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </ThemedShell>
  )
}
