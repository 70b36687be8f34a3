import { useSyncExternalStore } from 'react'
import type { Workbox } from 'workbox-window'
import { afterLoadIdle } from '@/device/idle'
import { loadWhenOnline } from '@/device/when-online'

/**
 * The service worker's life as the app sees it: registration (production builds only; the dev server runs
 * without one, docs/toolchain.md#service-worker-in-production-builds-only), a new version waiting, and the browser's install offer. A waiting version is
 * only announced: the guest chooses when to reload, so a booking is never reloaded under their fingers.
 */

type PwaState = { updateReady: boolean; canInstall: boolean; installed: boolean }

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> }

let state: PwaState = { updateReady: false, canInstall: false, installed: false }
const listeners = new Set<() => void>()
let workbox: Workbox | undefined
let installEvent: InstallPromptEvent | undefined

function set(patch: Partial<PwaState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function registerServiceWorker(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own "Install app" button instead of the browser's mini-infobar.
    event.preventDefault()
    installEvent = event as InstallPromptEvent
    set({ canInstall: true })
  })
  window.addEventListener('appinstalled', () => {
    installEvent = undefined
    set({ canInstall: false, installed: true })
  })

  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Not needed for the first paint: workbox-window loads, and the worker installs (and precaches), once the
  // page has loaded and the browser is idle.
  // Offline before that, the chunk is not there to load: registration waits for the connection.
  const register = () =>
    loadWhenOnline(() => import('workbox-window'))().then(({ Workbox: WorkboxClass }) => {
      workbox = new WorkboxClass(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      workbox.addEventListener('waiting', () => set({ updateReady: true }))
      // The first version to control this page missed what the page loaded before it (settings, config,
      // calendar): it is asked to fetch them now, so the next start works offline after this one visit.
      workbox.addEventListener('controlling', (event) => {
        if (!event.isUpdate)
          void workbox?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedApiUrls() } })
      })
      return workbox.register({ immediate: true })
    })
  afterLoadIdle(() => void register())
}

/**
 * What this page has fetched from the API so far. The worker keeps only those its cache routes allow (settings,
 * configs, static data, calendars: nothing personal, sw/sw.ts); it does not even fetch the others again.
 */
function loadedApiUrls(): string[] {
  const api = `${window.location.origin}${import.meta.env.BASE_URL}api/`
  const urls = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
    // Passed the worker already (workerStart set): it has kept it if it may.
    .filter((entry) => entry.initiatorType === 'fetch' && entry.workerStart === 0)
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(api))
  return [...new Set(urls)]
}

/** Switches to the waiting version and reloads once it controls the page (the guest asked for it). */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}

export async function promptInstall(): Promise<void> {
  const event = installEvent
  if (!event) return
  await event.prompt()
  const choice = await event.userChoice
  installEvent = undefined
  set({ canInstall: false, installed: choice.outcome === 'accepted' })
}

export function usePwa(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}
