/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest).
// - Precaches the shell and every route chunk, so the app starts with no network.
// - Caches, at run time, only answers that hold no personal data: property and booking config and static
//   data (stale-while-revalidate: instant from cache, refreshed behind), and availability calendars
//   (network first with a short timeout, then the last one seen). Everything else under /api/ — searches,
//   reservations, accounts, pre-check-in, payments, any POST — goes to the network only and is never stored.
// - Navigations get the shell; /api/, /card-frame/, /test-provider/ and /Desk addresses never fall back to index.html.
// - Background Sync: sends the outbox when the browser says the network is back, even with no tab open.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  fillBootShell,
  isShellProperty,
  shellRouteOf,
  type ShellProperty,
} from '../src/boot-shell/boot-shell'
import { API_ORIGIN } from '../src/api/api-origin'
import { DEFAULT_LOCALE, firstSupported, supportedLocale, type Locale } from '../src/i18n/locales'
import { Outbox } from '../src/sync/outbox'
import { fetchTransport, OUTBOX_SYNC_TAG } from '../src/sync/transport'

declare const self: ServiceWorkerGlobalScope

const base = import.meta.env.BASE_URL
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Navigations get the shell, its boot shell filled in for the property of the address from the config cache
// (decision 0027), as the server fills it: a repeat or offline start paints the hotel's own header and heading.
const shell = createHandlerBoundToURL(`${base}index.html`)
registerRoute(
  new NavigationRoute(
    async (options) => {
      const response = await shell(options)
      try {
        return await withPropertyShell(options.url, response.clone())
      } catch {
        return response
      }
    },
    // The payment provider's card frames are pages of their own (decision 0113), never the app's shell.
    {
      denylist: [
        new RegExp(`^${base}api/`),
        new RegExp(`^${base}card-frame/`),
        // The hotel's desk has a page of its own (decision 0117).
        new RegExp(`^${base}Desk(/|$)`, 'i'),
        new RegExp(`^${base}test-provider/`),
      ],
    },
  ),
)

/**
 * The cached settings of the property of a page's address (the app asked for them on an earlier visit): those
 * asked in the guest's language first, as they name the hotel and its occupancy words in it (decision 0136).
 */
async function cachedProperty(code: string, locale: Locale): Promise<ShellProperty | null> {
  const cache = await caches.open('config')
  for (const ref of new Set([code, code.toUpperCase(), code.toLowerCase()])) {
    const address = `${apiHome.origin}${apiHome.path}api/Property/${encodeURIComponent(ref)}`
    // Else whatever the query (another language, and entries from before languageCode was added).
    const hit =
      (await cache.match(`${address}?languageCode=${encodeURIComponent(locale)}`)) ??
      (await cache.match(address, { ignoreSearch: true }))
    if (!hit) continue
    const body: unknown = await hit.json()
    return isShellProperty(body) ? body : null
  }
  return null
}

/** The `lang` cookie the language menu writes, where the browser lets a worker read cookies. */
async function keptLanguage(): Promise<string | undefined> {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore
  return store ? ((await store.get('lang').catch(() => null))?.value ?? undefined) : undefined
}

/**
 * The guest's language as the server would choose it (decision 0128): ?lang in the address, the `lang` cookie
 * (a worker cannot read the request's Cookie header), then the browser's languages, then en-GB.
 */
async function localeOf(url: URL): Promise<Locale> {
  return (
    supportedLocale(url.searchParams.get('lang')) ??
    supportedLocale(await keptLanguage()) ??
    firstSupported(self.navigator.languages) ??
    DEFAULT_LOCALE
  )
}

/**
 * The kept index.html as the server would have drawn it: in the guest's language (the build wrote it in
 * en-GB), with the property's header from the config cache when the app has seen that property.
 */
async function withPropertyShell(url: URL, response: Response): Promise<Response> {
  const route = shellRouteOf(`/${url.pathname.slice(base.length)}`)
  const locale = await localeOf(url)
  const property = route ? await cachedProperty(route.code, locale) : null
  if ((!route || !property) && locale === DEFAULT_LOCALE) return response
  const html = fillBootShell(await response.text(), property, route && property ? route.page : 'other', {
    locale,
  })
  return new Response(html, { status: response.status, headers: response.headers })
}

/**
 * A kept answer's Date is when it was kept, not now: it goes, so the app sets its clock only from answers the
 * server gave now (src/device/clock.ts, decision 0101).
 */
const withoutKeptDate = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.delete('Date')
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

/** Where the API's answers come from: this origin under the app's base, or the backend the build names (0109). */
const apiHome = API_ORIGIN ? { origin: API_ORIGIN, path: '/' } : { origin: self.location.origin, path: base }
const api = (pattern: string) => new RegExp(`^${apiHome.path}api/${pattern}`, 'i')

/** Config of properties, groups and each area: not personal, changes rarely, wanted instantly. */
const CONFIG = [
  api('Property/[^/]+$'),
  api('PropertyGroup/[^/]+$'),
  api('(Book|ManageBooking|PreCheckIn|PayByLink)/Config/[^/]+$'),
  api('CurrencyExchangeRate'),
  api('RoomTypeConfiguration/Get'),
  api('StaticData/[^/]+/(countries|creditcardtypes|CancellationReasons)$'),
]

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === apiHome.origin && CONFIG.some((re) => re.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: 'config',
    // Last: the expiration plugin reads the kept Date to judge freshness first.
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 }), withoutKeptDate],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === apiHome.origin && api('Availability$').test(url.pathname),
  new NetworkFirst({
    cacheName: 'availability-calendars',
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 }), withoutKeptDate],
  }),
)

// A new version waits until the guest chooses to reload (never a silent reload mid-booking).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

type SyncEvent = ExtendableEvent & { tag: string }
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  // Open tabs are told too (their screens follow Dexie); the Web Lock keeps the sends one at a time.
  sync.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window' })
      for (const tab of tabs) tab.postMessage({ type: 'outbox-flush' })
      await new Outbox({ transport: fetchTransport, setTimer: null }).flush()
    })(),
  )
})

clientsClaim()
