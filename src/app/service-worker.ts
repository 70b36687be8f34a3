import { Workbox } from 'workbox-window'

/** Registers the service worker in production builds; the dev server runs without one (TOOLCHAIN.md). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
  void wb.register()
}
