/** Registers the service worker in production builds; the dev server runs without one (TOOLCHAIN.md). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // workbox-window is not needed for the first paint: it loads once the page has.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    return wb.register()
  })
}
