import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, startLoading } from './app'
import { createQueryClient } from './query-client'
import { preloadPages } from './routes'
import { registerServiceWorker } from './service-worker'

// React takes over from the boot shell only once it can show as much: the route's code and the property and
// booking config the first screen needs. Until then the shell (the property's header and the page's heading)
// stays up, instead of a blank root while the router loads the page's chunk. A slow answer does not keep the
// app from starting for longer than this.
const FIRST_RENDER_WAIT_MS = 3000

/** Starts the app (src/main.tsx calls it once the boot shell has painted). */
export async function startApp(stylesheet: Promise<unknown>): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  const queryClient = createQueryClient()
  const firstScreen = startLoading(queryClient)
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'
  await Promise.race([
    Promise.all([firstScreen, preloadPages(window.location.pathname, basename)]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ])
  await stylesheet
  // In a transition, React renders the page in short pieces instead of one long task; the shell stays up
  // until the whole page is ready to replace it.
  const reactRoot = createRoot(root)
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} basename={basename} />
      </StrictMode>,
    ),
  )
  registerServiceWorker()
  // The device database and the outbox start just after the first paint (decision 0020).
  void import('./housekeeping').then((m) => m.startDevice())
}
