/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). This first version precaches the shell and every
// route chunk so the app starts offline, and answers navigations with the shell, never /api/ addresses.
// Runtime caching of config, static data and calendars is the offline-first issue's work.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${import.meta.env.BASE_URL}index.html`), {
    denylist: [/^\/api\//],
  }),
)

// A new version waits until the app asks it to take over (never a silent reload mid-booking).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

clientsClaim()
