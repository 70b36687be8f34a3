// The entry is small on purpose (decision 0027). The boot shell in index.html — the property's header and the
// page's heading, filled in by the server — paints first; index.html's start-up script then adds this entry,
// the app's code (src/app/start.tsx, in one chunk) and the stylesheet, all at once. The app starts once the
// stylesheet is in, so React's first render is styled and replaces the shell in one go.
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import './theme/mantine-styles'
import './theme/global.css'

// Nothing here may import what the app imports: the bundler would move it into the app's chunk, and importing
// that chunk statically would run the whole app before the shell has painted. Hence this copy of the
// once-per-address reload of src/app/lazy-page.ts (same key, so the two never reload the same address twice).
function reloadOnce(): boolean {
  const here = window.location.href
  if (sessionStorage.getItem('chunk-reload-at') === here) return false
  sessionStorage.setItem('chunk-reload-at', here)
  window.location.reload()
  return true
}

/**
 * The stylesheet is preloaded rather than render-blocking (vite.config.ts), so it does not hold up the boot
 * shell, which carries its own inline styles; it is switched on here and waited for before React renders.
 */
function appStylesheet(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-styles]')
  return Promise.all(
    Array.from(links, (link) => {
      const loaded = new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true })
        link.addEventListener('error', resolve, { once: true })
      })
      link.rel = 'stylesheet'
      return loaded
    }),
  )
}

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

// Start-up in short tasks rather than one long one (which would keep a tap waiting): React, the other
// libraries, the app's own modules, then the app itself. All of it is downloading already (index.html lists it).
const styles = appStylesheet()
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/libs'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .catch((error: unknown) => {
    // A deploy replaced the code this page asks for: reload once (docs/product/the-app.md#screens), else let the error show.
    if (reloadOnce()) return new Promise<never>(() => {})
    throw error
  })
  .then(async (app) => {
    await nextTask()
    await app.startApp(styles)
  })
