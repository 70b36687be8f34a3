import type { ComponentType } from 'react'

// A deploy replaces the hashed chunks; a tab opened before it asks for a chunk that no longer exists. Spec §2:
// a failed dynamic load of a page triggers a full reload of the requested address. Once per address, so a
// chunk that is really broken shows the error page instead of reloading for ever.

const RELOAD_KEY = 'chunk-reload-at'

function reloadOnce(): boolean {
  // Offline, the network is why the chunk failed, not a deploy: a reload would only swap the page the guest is
  // using for the browser's offline error. The caller handles the failure (a page shows its error screen).
  if (!navigator.onLine) return false
  const here = window.location.href
  if (sessionStorage.getItem(RELOAD_KEY) === here) return false
  sessionStorage.setItem(RELOAD_KEY, here)
  window.location.reload()
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
