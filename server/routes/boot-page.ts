/**
 * The app's page (index.html) as the server sends it for an address of the app (decision 0027): its boot shell
 * filled in for the property and page of the address (src/boot-shell/boot-shell.ts), and the code that page needs
 * first added to the code the page loads once the shell has painted, so it downloads with the app's own code
 * instead of after it. Pages are kept, compressed, per property and page for a minute or until the next write to
 * what they show (a booking, a rate, the property's settings), whichever comes first.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { toAvailability, toAvailabilityDays, toDomainRoomType } from '@/api/contract/availability-to-domain'
import { fillBootShell, shellRouteOf, type ShellPage, type ShellRoomsSearch } from '@/boot-shell/boot-shell'
import { shellCalendarEnd } from '@/boot-shell/shell-calendar'
import { shellSearchQuery } from '@/boot-shell/shell-search-fields'
import { shellSearchFormOf, type ShellSearchForm } from '@/boot-shell/shell-search-form'
import { escapeHtml } from '@/boot-shell/shell-text'
import { addressIn, DEFAULT_LOCALE, LOCALES, withLocale, type Locale } from '@/boot-shell/shell-language'
import { offerRoomTypes } from '@/domain/offering'
import { restorableSearch, searchFromQuery, searchRequestOf } from '@/api/contract/search-address'
import type { Db } from '../db/types'
import { findProperty, propertyNow, settingsIn, type PropertyRow } from '../catalogue/property'
import { availabilityDays } from '../catalogue/availability-days'
import { defaultRoomOccupancy } from '@/domain/occupancy'
import { bookingWindowEnd, MAX_NIGHTS } from '@/domain/stay-rules'
import { search } from '../catalogue/search'
import type { Encoding } from '../web/compression'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const KEEP_MS = 60_000
const MAX_KEPT = 200

/** boot-pages.json, written by the build (vite.config.ts): the files each page loads before it renders. */
type BootFiles = Partial<Record<ShellPage, { js: string[]; css: string[] }>>
/** boot-languages.json, written by the build too: the files each language's search-route texts add (0128). */
type LanguageFiles = Partial<Record<Locale, string[]>>
type Built = {
  html: string
  mtimeMs: number
  preloads: Record<ShellPage, string[]>
  languages: Partial<Record<Locale, string[]>>
}
/** A painted page, with when it was painted and the database's write generation it was painted from. */
type Page = {
  at: number
  writes: number
  html: string
  br: Promise<Buffer>
  gzip: Promise<Buffer>
  /** the address names a hotel by a code no hotel has (a 404, decision 0118) */
  noSuchHotel: boolean
}

/** The asset prefix (the base path) as index.html writes it: the entry is the first file of each page. */
function assetPrefix(html: string, files: BootFiles): string | null {
  const entry = files.search?.js[0]
  const href = /<link [^>]*href="([^"]+)" data-app-entry>/.exec(html)?.[1]
  if (!entry || !href?.endsWith(entry)) return null
  return href.slice(0, href.length - entry.length)
}

/** The <link> lines that preload the `js` and `css` files index.html does not preload already. */
function preloadLines(html: string, prefix: string, { js, css }: { js: string[]; css: string[] }): string[] {
  const missing = (file: string) => !html.includes(`href="${prefix}${file}"`)
  return [
    ...css.filter(missing).map((f) => `<link rel="preload" as="style" crossorigin href="${prefix}${f}">`),
    ...js.filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="${prefix}${f}">`),
  ]
}

/**
 * What rooms and rates will show first for a search its address carries: the first room type offered to the
 * first room, by the app's own rules (the same search, mapping and offering code), or null.
 */
async function firstOffer(
  db: Db,
  row: PropertyRow,
  query: URLSearchParams,
  today: string,
): Promise<ShellRoomsSearch | null> {
  const form = restorableSearch(searchFromQuery(query), row.settings.PropertyCode)
  const room = form?.rooms[0]
  if (!form || !room) return null
  try {
    const result = await search(db, row, searchRequestOf(form, row.id), today)
    const stay = { dateFrom: form.dateFrom, dateTo: form.dateTo }
    const roomTypes = result.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates))
    const offer = offerRoomTypes(roomTypes, toAvailability(result), stay, room)[0]
    const wire = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === offer?.roomType.roomTypeId)
    return {
      ...stay,
      rooms: form.rooms,
      first: wire ? { name: wire.RoomType.Name, imageUrl: wire.RoomType.ImageUrl } : null,
    }
  } catch {
    // a search the API refuses (dates in the past, too many rooms…): the page says why once it runs
    return null
  }
}

/**
 * The page's address in every language the app speaks, for search engines and shared links (decision 0121):
 * one hreflang link each, and the address without ?lang as the default (the browser's language decides).
 */
function alternates(url: URL): string {
  const plain = new URL(url)
  plain.searchParams.delete('lang')
  const link = (lang: string, href: string) =>
    `    <link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`
  return [
    ...LOCALES.map((locale) => link(locale, addressIn(url, locale))),
    link('x-default', plain.pathname + plain.search),
  ].join('\n')
}

/**
 * The address a search sent by the boot shell's form (a plain GET to Rooms & Rates, decision 0110) stands for:
 * the same page with the search in the app's own format, or null when the request is not such a search. The
 * server paints that address's page in answer (decision 0145: no redirect); the app writes it over the one in the
 * address bar when it starts.
 */
export function shellSearchAddress(url: URL): URL | null {
  if (shellRouteOf(url.pathname)?.page !== 'rooms') return null
  const query = shellSearchQuery(url.searchParams)
  if (query === null) return null
  const address = new URL(url)
  address.search = query
  return address
}

/**
 * The search page's form for the hotel, on its today, filled in with the search its address carries, with the
 * first months of its availability calendar (the shell's calendar, decision 0112).
 */
async function searchForm(
  db: Db,
  row: PropertyRow,
  query: URLSearchParams,
  today: string,
  locale: Locale,
): Promise<ShellSearchForm> {
  // The shell cannot tie the departure to the arrival without a script: the longest stay is checked when the
  // search runs (the app says it by the dates), the shell offers every departure the hotel sells.
  const lastDeparture = bookingWindowEnd(today)
  const asked = searchFromQuery(query)
  // Priced for the party the form starts with (its first room), as the app's calendar is.
  const party = asked.rooms?.[0] ?? defaultRoomOccupancy(row.settings)
  const days = await availabilityDays(db, row, today, shellCalendarEnd(today), party)
  // Its words (the occupancy labels) in the request's language, like the rest of the shell.
  const form = withLocale(locale, () =>
    shellSearchFormOf(
      settingsIn(row, locale),
      row.book_config,
      { today, lastDeparture, maxNights: MAX_NIGHTS },
      asked,
    ),
  )
  const config = row.book_config
  return {
    ...form,
    calendar: {
      days: toAvailabilityDays(days),
      currency: row.settings.Currency,
      showSoldOut: config.ShowDisabledDatesOnCalendar,
      showMinStay: config.ShowMinimumLengthOfStayNotification,
    },
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return null // built without it: no preloads
  }
}

/**
 * The built index.html with the preload lines of each page, and of each language's texts: a guest's first
 * paint waits for their language's chunk, which the server knows (decision 0128), so it downloads with the
 * app's code instead of after it.
 */
async function readBuilt(root: string): Promise<Built> {
  const file = join(root, 'index.html')
  const mtimeMs = (await stat(file)).mtimeMs
  const html = await readFile(file, 'utf8')
  const files = (await readJson<BootFiles>(join(root, 'boot-pages.json'))) ?? {}
  const languageFiles = (await readJson<LanguageFiles>(join(root, 'boot-languages.json'))) ?? {}
  const prefix = assetPrefix(html, files)
  const lines = (wanted: { js: string[]; css: string[] } | undefined) =>
    prefix === null || !wanted ? [] : preloadLines(html, prefix, wanted)
  const preloads = {
    search: lines(files.search),
    rooms: lines(files.rooms),
    checkout: lines(files.checkout),
    other: [],
  }
  const languages = Object.fromEntries(
    LOCALES.map((locale) => {
      const js = languageFiles[locale]
      return [locale, lines(js ? { js, css: [] } : undefined)]
    }),
  )
  return { html, mtimeMs, preloads, languages }
}

export function bootPages(root: string, db: Db, clock: () => Date) {
  let built: Promise<Built | null> | null = null
  const pages = new Map<string, Page>()

  /** The built index.html, read again when it changes on disk (a new build under a running server). */
  async function current(): Promise<Built | null> {
    const previous = built ? await built : null
    const mtimeMs = await stat(join(root, 'index.html')).then(
      (s) => s.mtimeMs,
      () => null,
    )
    if (mtimeMs === null) return null
    if (!previous || previous.mtimeMs !== mtimeMs) {
      built = readBuilt(root).catch(() => null)
      pages.clear()
    }
    return built
  }

  async function render(url: URL, locale: Locale): Promise<Page | null> {
    const index = await current()
    if (!index) return null
    const route = shellRouteOf(url.pathname)
    // Rooms and rates with a search is drawn for that search, every time (availability changes); the search
    // page with one fills its form in with it.
    const withSearch = (route?.page === 'rooms' || route?.page === 'search') && url.search !== ''
    const key = route ? `${route.code} ${route.page} ${locale}` : locale
    const kept = withSearch ? undefined : pages.get(key)
    // A write (a booking, a new rate, a property's settings) paints them again: the search page's calendar shows
    // availability.
    if (kept && kept.writes === db.writes.value && Date.now() - kept.at < KEEP_MS) return kept
    const writes = db.writes.value
    const row = route ? await findProperty(db, route.code).catch(() => null) : null
    const page = row && route ? route.page : 'other'
    const today = row ? propertyNow(clock, row).date : ''
    const rooms =
      row && withSearch && page === 'rooms' ? await firstOffer(db, row, url.searchParams, today) : null
    const html = fillBootShell(index.html, row ? settingsIn(row, locale) : null, page, {
      codeLinks: [...new Set([...index.preloads[page], ...(index.languages[locale] ?? [])])],
      search: rooms,
      form: row && page === 'search' ? await searchForm(db, row, url.searchParams, today, locale) : null,
      locale,
    }).replace(/\n\s*<\/head>/, (end) => `\n${alternates(url)}${end}`)
    const body = Buffer.from(html)
    const fresh: Page = {
      at: Date.now(),
      writes,
      html,
      br: brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gz(body, { level: 9 }),
      noSuchHotel: route !== null && row === null,
    }
    if (withSearch) return fresh
    if (pages.size >= MAX_KEPT) pages.clear()
    pages.set(key, fresh)
    return fresh
  }

  /** The page for `url` in the chosen encoding (and as text, `html`), or null when the app is not built. */
  return async function bootPage(
    url: URL,
    encoding: Encoding | null,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<
    | (({ body: string; encoding: null } | { body: Buffer; encoding: Encoding }) & {
        html: string
        noSuchHotel: boolean
      })
    | null
  > {
    const page = await render(url, locale)
    if (!page) return null
    const { html, noSuchHotel } = page
    if (encoding) return { body: await page[encoding], encoding, html, noSuchHotel }
    return { body: html, encoding: null, html, noSuchHotel }
  }
}
