import type { ComponentType } from 'react'
import type { Location } from 'react-router'

// A deploy replaces the hashed chunks; a tab opened before it asks for a chunk that no longer exists. Spec §2:
// a failed dynamic load of a page triggers a full reload of the requested address. Once per address, so a
// chunk that is really broken shows the error page instead of reloading for ever.
// Offline, a reload would replace the page with the browser's offline screen: a chunk that is not cached yet
// is tried again when the connection returns instead.
//
// Trap: during an in-app navigation the router loads the page's module *before* it moves the address bar, so
// window.location is still the page the guest is leaving. The requested address is the router's pending
// navigation (router.state.navigation.location); only on the first load, with nothing pending, is it the
// address bar's.

const RELOAD_KEY = 'chunk-reload-at'

/** What the reload needs of the data router (createBrowserRouter's answer has it). */
export type NavigatingRouter = {
  readonly state: { readonly navigation: { readonly location?: Location | undefined } }
  createHref(location: Location): string
}

let router: NavigatingRouter | null = null

/** Lets a failed page load reload the address the guest asked for, not the one they are leaving. */
export function followNavigations(appRouter: NavigatingRouter): void {
  router = appRouter
}

/** The full address being navigated to, or the current one when no navigation is under way. */
export function requestedAddress(): string {
  const target = router?.state.navigation.location
  return target ? new URL(router?.createHref(target) ?? '', location.href).href : location.href
}

function reloadOnce(): boolean {
  if (!navigator.onLine) return false
  const target = requestedAddress()
  if (sessionStorage.getItem(RELOAD_KEY) === target) return false
  sessionStorage.setItem(RELOAD_KEY, target)
  if (target === location.href) location.reload()
  else location.assign(target)
  return true
}

/** Route `lazy` loader: the page module's named export becomes the route's Component. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      const module = await load()
      sessionStorage.removeItem(RELOAD_KEY)
      return { Component: pick(module) }
    } catch (error) {
      if (!navigator.onLine) {
        await backOnline()
        return { Component: pick(await load()) }
      }
      if (reloadOnce()) return new Promise<never>(() => {})
      throw error
    }
  }
}

/** Vite raises vite:preloadError when a preloaded dependency fails; handled by a reload (spec §8). */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault()
  })
}

function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}
