import { DirectionProvider } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startLanguage, useLocale } from '@/i18n/language'
import { isRightToLeft } from '@/i18n/locales'
import { shellSearchQuery } from '@/boot-shell/shell-search-fields'
import { App, startLoading } from './app'
import { createQueryClient } from './query-client'
import { preloadPages } from './routes'
import { registerServiceWorker } from './service-worker'

// React takes over from the boot shell only once it can show as much: the route's code and the property and
// booking config the first screen needs. Until then the shell (the property's header and the page's heading)
// stays up, instead of a blank root while the router loads the page's chunk. A slow answer does not keep the
// app from starting for longer than this.
const FIRST_RENDER_WAIT_MS = 3000

/**
 * A search sent by the boot shell's form came to Rooms & Rates in the form's fields (roomCount, adults1, …), and
 * the server painted the page for it at once (decision 0145): before anything reads the address, it is written
 * over, in place, in the app's own format, so the app, Back and a reload read one format.
 */
function ownAddress(): void {
  const { pathname, search, hash } = window.location
  if (!/\/Book\/[^/]+\/Rooms-And-Rates\/?$/i.test(pathname)) return
  const query = shellSearchQuery(new URLSearchParams(search))
  if (query !== null) window.history.replaceState(window.history.state, '', `${pathname}?${query}${hash}`)
}

/** Starts the app (src/main.tsx calls it once the boot shell has painted). */
export async function startApp(stylesheet: Promise<unknown>): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  ownAddress()
  const queryClient = createQueryClient()
  const firstScreen = startLoading(queryClient)
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'
  await Promise.race([
    Promise.all([firstScreen, preloadPages(window.location.pathname, basename), startLanguage()]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ])
  await stylesheet
  // In a transition, React renders the page in short pieces instead of one long task; the shell stays up
  // until the whole page is ready to replace it.
  const reactRoot = createRoot(root)
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <InLanguage queryClient={queryClient} basename={basename} />
      </StrictMode>,
    ),
  )
  registerServiceWorker()
  // The device database and the outbox start just after the first paint (decision 0020).
  void import('./housekeeping').then((m) => m.startDevice())
}

/**
 * The app in the guest's language and its direction. A change of language draws the app again from the top
 * (its key): every text is read at render. What the guest typed survives it: the forms keep their values on the
 * device as they are typed (src/features/checkout/use-checkout-form.ts) and the queries' answers are kept.
 */
function InLanguage({ queryClient, basename }: { queryClient: QueryClient; basename: string }) {
  const locale = useLocale()
  return (
    <DirectionProvider
      key={locale}
      initialDirection={isRightToLeft(locale) ? 'rtl' : 'ltr'}
      detectDirection={false}
    >
      <App queryClient={queryClient} basename={basename} />
    </DirectionProvider>
  )
}
