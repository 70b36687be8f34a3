// What the search route (/Book/HARBOUR) loads before first paint, gzip-compressed, and the whole precache.
// Reads the production build's Vite manifest: the entry chunk and its static imports, the app's start chunk
// (which the entry imports once the boot shell is on screen) and the search page's lazy chunk (the router
// fetches it before the page can render), with their static imports and their CSS.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

type ManifestChunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const DIST = 'dist/client'
export const BUDGET = { js: 170 * 1024, css: 20 * 1024 }

function gz(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
}

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key]
  if (!chunk || js.has(chunk.file)) return
  js.add(chunk.file)
  for (const c of chunk.css ?? []) css.add(c)
  for (const i of chunk.imports ?? []) collect(manifest, i, js, css)
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
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest
  const js = new Set<string>()
  const css = new Set<string>()
  collect(manifest, 'index.html', js, css)
  // The entry is small: it starts the app (src/app/start.tsx) once the boot shell has painted (decision 0027).
  for (const key of manifest['index.html']?.dynamicImports ?? []) collect(manifest, key, js, css)
  collect(manifest, 'src/features/search/search-page.tsx', js, css)
  const jsGzip = [...js].reduce((sum, f) => sum + gz(f), 0)
  const cssGzip = [...css].reduce((sum, f) => sum + gz(f), 0)
  let precache = 0
  for (const file of walk(DIST)) precache += statSync(file).size
  return { jsFiles: js.size, jsGzip, cssFiles: css.size, cssGzip, precache }
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
