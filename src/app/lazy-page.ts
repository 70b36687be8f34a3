import { createElement, use, type ComponentType, type ReactElement } from 'react'
import { areasReady } from '@/i18n/language'
import { readStored, removeStored, writeStored } from '@/storage/web-storage'

// A deploy replaces the hashed chunks; a tab opened before it asks for a chunk that no longer exists. docs/product/the-app.md#screens:
// a failed dynamic load of a page triggers a full reload of the requested address. Once per address, so a
// chunk that is really broken shows the error page instead of reloading for ever.
// Offline, a reload would replace the page with the browser's offline screen: a chunk that is not cached yet
// is tried again when the connection returns instead.
//
// The router moves the address bar first and renders the new page in a transition (React keeps the page the
// guest is leaving on screen while the new one's code loads), so the requested address is the address bar's.

const RELOAD_KEY = 'chunk-reload-at'

function reloadOnce(): boolean {
  if (!navigator.onLine) return false
  const target = location.href
  if (readStored('session', RELOAD_KEY) === target) return false
  writeStored('session', RELOAD_KEY, target)
  location.reload()
  return true
}

/** A page whose code loads on first use; `preload` starts that load earlier (the first screen, src/app/start.tsx). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> }

/**
 * The page module's named export, loaded once. Until it is there the page suspends, so the router's
 * transition keeps the previous page up (no loader flashes between two pages); once it is, the page renders
 * at once, without suspending, so a first screen preloaded before React starts replaces the boot shell whole.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<ComponentType> | null = null
  const attempt = async (): Promise<ComponentType> => {
    try {
      // The page's texts in the guest's language come with it (decision 0121).
      const [module] = await Promise.all([load(), areasReady()])
      removeStored('session', RELOAD_KEY)
      return pick(module)
    } catch (error) {
      if (!navigator.onLine) {
        await backOnline()
        return pick(await load())
      }
      if (reloadOnce()) return new Promise<never>(() => {})
      throw error
    }
  }
  const preload = (): Promise<ComponentType> => {
    if (loading) return loading
    const started = attempt()
    // React's use() reads a settled promise's outcome from these fields, and then does not suspend.
    void started.then(
      (value) => {
        Object.assign(started, { status: 'fulfilled', value })
      },
      (reason: unknown) => {
        Object.assign(started, { status: 'rejected', reason })
      },
    )
    loading = started
    return started
  }
  function Page(): ReactElement {
    return createElement(use(preload()))
  }
  return Object.assign(Page, { preload })
}

/** Vite raises vite:preloadError when a preloaded dependency fails; handled by a reload (docs/product/the-app.md#errors). */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault()
  })
}

function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}
