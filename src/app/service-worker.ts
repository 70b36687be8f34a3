import { afterLoadIdle } from '@/ui/idle'

/** Registers the service worker in production builds; the dev server runs without one (TOOLCHAIN.md). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Not needed for the first paint: workbox-window loads, and the worker installs (and precaches), once the
  // page has loaded and the browser is idle.
  afterLoadIdle(() => {
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      return wb.register({ immediate: true })
    })
  })
}
