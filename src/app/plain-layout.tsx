import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageLoader } from '@/ui/page-loader'
import { ThemedShell } from './themed-shell'

/** For pages outside any property (Not found, Error, Unauthorised): the default theme, no property menu. */
export function PlainLayout() {
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
