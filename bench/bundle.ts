// What the search route (/Book/HARBOUR) loads before first paint, gzip-compressed, and the whole precache.
// The build lists, in dist/client/boot-pages.json, every file each page loads before it renders (vite.config.ts
// works it out from the bundle: the entry, the app's start chunk, which the entry imports once the boot shell
// is on screen, the page's own chunks and everything they import, and their CSS; decision 0027).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales'

type BootPages = Record<string, { js: string[]; css: string[] } | undefined>
type Manifest = Record<string, { file: string; imports?: string[] } | undefined>

const DIST = 'dist/client'
export const BUDGET = { js: 150 * 1024, css: 15 * 1024 }

function gz(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      if (entry !== '.vite') yield* walk(path)
    } else if (!entry.endsWith('.map')) yield path
  }
}

export function measureBundle() {
  const pages = JSON.parse(readFileSync(join(DIST, 'boot-pages.json'), 'utf8')) as BootPages
  const search = pages.search
  if (!search)
    throw new Error('dist/client/boot-pages.json lists no search page: build again (npm run build)')
  const js = new Set(search.js)
  const css = new Set(search.css)
  const jsGzip = [...js].reduce((sum, f) => sum + gz(f), 0)
  const cssGzip = [...css].reduce((sum, f) => sum + gz(f), 0)
  let precache = 0
  for (const file of walk(DIST)) precache += statSync(file).size
  return { jsFiles: js.size, jsGzip, cssFiles: css.size, cssGzip, precache }
}

/** A module of the build's manifest (.vite/manifest.json) and every chunk it imports statically. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key]
  if (!entry) throw new Error(`The build's manifest has no ${key}: build again (npm run build)`)
  if (into.has(entry.file)) return into
  into.add(entry.file)
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, into)
  return into
}

/**
 * The search route's JavaScript before first paint in each language other than en-GB (decision 0121): en-GB's,
 * plus the table of the languages' chunks (src/i18n/load-areas.ts) and the language's search-route texts
 * (`src/i18n/<locale>/base.ts`) with what they import, which the app loads before its first render.
 */
export function measureLanguages(): { locale: string; jsGzip: number }[] {
  const pages = JSON.parse(readFileSync(join(DIST, 'boot-pages.json'), 'utf8')) as BootPages
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
    const js = new Set(pages.search?.js ?? [])
    chunksOf(manifest, 'src/i18n/load-areas.ts', js)
    chunksOf(manifest, `src/i18n/${locale.toLowerCase()}/base.ts`, js)
    return { locale, jsGzip: [...js].reduce((sum, f) => sum + gz(f), 0) }
  })
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`

export function printBundle(): boolean {
  const m = measureBundle()
  console.log('Bundle (production build, /Book/HARBOUR before first paint)')
  console.log(`  JavaScript: ${kB(m.jsGzip)} gzip in ${m.jsFiles} files (budget ${kB(BUDGET.js)})`)
  console.log(`  CSS:        ${kB(m.cssGzip)} gzip in ${m.cssFiles} files (budget ${kB(BUDGET.css)})`)
  console.log(`  Precache:   ${kB(m.precache)} uncompressed, every file the service worker may precache`)
  return m.jsGzip <= BUDGET.js && m.cssGzip <= BUDGET.css
}

// `npx tsx bench/bundle.ts` prints the figures on its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printBundle()
