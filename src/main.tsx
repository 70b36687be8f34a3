// The entry is small on purpose (decision 0027). The boot shell in index.html — the property's header and the
// page's heading, filled in by the server — paints first; the app's code downloads meanwhile (index.html
// preloads it) and runs once that frame is on screen and the stylesheet is in, so React's first render is
// styled and the guest is never looking at a blank page while the code starts.
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import './ui/mantine-styles'
import './ui/global.css'

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

/** Resolves once the browser has painted a frame (the boot shell); at once in a hidden tab, which paints none. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve()
    requestAnimationFrame(() => setTimeout(resolve, 0))
    // A throttled frame (a tab sent to the background meanwhile) does not hold the app up.
    setTimeout(resolve, 200)
  })
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

const styles = appStylesheet()
void afterFirstPaint()
  .then(() =>
    import('./app/start').catch((error: unknown) => {
      // A deploy replaced the code this page asks for: reload once (spec §2), else let the error show.
      if (reloadOnce()) return new Promise<never>(() => {})
      throw error
    }),
  )
  .then((app) => app.startApp(styles))
