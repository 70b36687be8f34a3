/**
 * The app's page (index.html) as the server sends it for an address of the app (decision 0027): its boot shell
 * filled in for the property and page of the address (src/app/boot-shell.ts), and the code that page needs
 * first preloaded, so it downloads with the app's own code instead of after it. Pages are kept, compressed,
 * for a minute per property and page: a change to a property's name or colours shows within a minute.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { fillBootShell, shellRouteOf, type ShellPage, type ShellProperty } from '@/app/boot-shell'
import type { Db } from './db/types'
import { findProperty } from './booking/property'
import type { Encoding } from './compression'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const KEEP_MS = 60_000
const MAX_KEPT = 200

/** The modules (Vite manifest keys) each page loads before it can render, besides the app's start. */
const PAGE_MODULES: Record<ShellPage, readonly string[]> = {
  search: ['src/features/search/search-page.tsx'],
  rooms: [
    'src/features/rooms-rates/rooms-rates-page.tsx',
    'src/i18n/area-messages.ts',
    'src/app/basket-keeper.tsx',
  ],
  checkout: [
    'src/features/checkout/checkout-page.tsx',
    'src/i18n/area-messages.ts',
    'src/app/basket-keeper.tsx',
  ],
  other: [],
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[] }
type Built = { html: string; mtimeMs: number; preloads: Record<ShellPage, string[]> }
type Page = { at: number; html: string; br: Promise<Buffer>; gzip: Promise<Buffer> }

/** The <link> lines that preload what `page` needs and index.html does not preload already. */
function preloadLines(html: string, manifest: Record<string, ManifestChunk>, page: ShellPage): string[] {
  const entry = manifest['index.html']
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1]
  if (!entry || !script?.endsWith(entry.file)) return []
  const prefix = script.slice(0, script.length - entry.file.length)
  const files = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of PAGE_MODULES[page]) visit(key)
  const missing = (file: string) => !html.includes(`href="${prefix}${file}"`)
  return [
    ...[...css]
      .filter(missing)
      .map((f) => `<link rel="preload" as="style" crossorigin href="${prefix}${f}">`),
    ...[...files].filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="${prefix}${f}">`),
  ]
}

export function bootPages(root: string, db: Db) {
  let built: Promise<Built | null> | null = null
  let builtAt = 0
  const pages = new Map<string, Page>()

  async function load(): Promise<Built | null> {
    const file = join(root, 'index.html')
    const mtimeMs = (await stat(file)).mtimeMs
    const html = await readFile(file, 'utf8')
    let manifest: Record<string, ManifestChunk> = {}
    try {
      manifest = JSON.parse(await readFile(join(root, '.vite', 'manifest.json'), 'utf8')) as typeof manifest
    } catch {
      // built without a manifest: no preloads
    }
    const preloads = {
      search: preloadLines(html, manifest, 'search'),
      rooms: preloadLines(html, manifest, 'rooms'),
      checkout: preloadLines(html, manifest, 'checkout'),
      other: [],
    }
    return { html, mtimeMs, preloads }
  }

  /** The built index.html, read again when it changes on disk (a new build under a running server). */
  async function current(): Promise<Built | null> {
    if (!built || Date.now() - builtAt > 2000) {
      const previous = built ? await built : null
      const mtimeMs = await stat(join(root, 'index.html')).then(
        (s) => s.mtimeMs,
        () => null,
      )
      if (mtimeMs === null) return null
      if (!previous || previous.mtimeMs !== mtimeMs) {
        built = load().catch(() => null)
        pages.clear()
      }
      builtAt = Date.now()
    }
    return built
  }

  async function render(pathname: string): Promise<Page | null> {
    const index = await current()
    if (!index) return null
    const route = shellRouteOf(pathname)
    const key = route ? `${route.code} ${route.page}` : ''
    const kept = pages.get(key)
    if (kept && Date.now() - kept.at < KEEP_MS) return kept
    let property: ShellProperty | null = null
    if (route) {
      const row = await findProperty(db, route.code).catch(() => null)
      property = row?.settings ?? null
    }
    const page = property && route ? route.page : 'other'
    const html = fillBootShell(index.html, property, page, index.preloads[page])
    const body = Buffer.from(html)
    const fresh: Page = {
      at: Date.now(),
      html,
      br: brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gz(body, { level: 9 }),
    }
    if (pages.size >= MAX_KEPT) pages.clear()
    pages.set(key, fresh)
    return fresh
  }

  /** The page for `pathname` in the chosen encoding, or null when the app is not built. */
  return async function bootPage(
    pathname: string,
    encoding: Encoding | null,
  ): Promise<{ body: string; encoding: null } | { body: Buffer; encoding: Encoding } | null> {
    const page = await render(pathname)
    if (!page) return null
    if (encoding) return { body: await page[encoding], encoding }
    return { body: page.html, encoding: null }
  }
}
