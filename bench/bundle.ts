// What the search route (/Book/HARBOUR) loads before first paint, gzip-compressed, in each language, and the
// whole precache. The build lists, in dist/client/boot-pages.json, every file each page loads before it renders
// (vite.config.ts works it out from the bundle: the entry, the app's start chunk, which the entry imports once
// the boot shell is on screen, the page's own chunks and everything they import, and their CSS; decision 0027),
// and in boot-languages.json what each language's search-route texts add to that (decision 0128).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE, LOCALES, type Language } from '../src/i18n/locales'

type BootPages = Record<string, { js: string[]; css: string[] } | undefined>
type Languages = Record<string, string[] | undefined>

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

function read<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(join(DIST, file), 'utf8')) as T
  } catch {
    throw new Error(`dist/client/${file} is missing: build again (npm run build)`)
  }
}

/**
 * The search route's JavaScript before first paint in each language (decision 0128): the page's files plus the
 * language's search-route texts (`src/i18n/<locale>/base.ts`) with what they import, which the app loads
 * before its first render.
 */
export function measureLanguages(): { locale: Language; jsGzip: number; jsFiles: number }[] {
  const search = read<BootPages>('boot-pages.json').search
  if (!search)
    throw new Error('dist/client/boot-pages.json lists no search page: build again (npm run build)')
  const languages = read<Languages>('boot-languages.json')
  return LOCALES.map((locale) => {
    const texts = languages[locale]
    if (!texts) throw new Error(`dist/client/boot-languages.json lists no ${locale}: build again`)
    const js = new Set([...search.js, ...texts])
    return { locale, jsGzip: [...js].reduce((sum, f) => sum + gz(f), 0), jsFiles: js.size }
  })
}

/** The search route in the default language (en-GB), its CSS (the same in every language) and the precache. */
export function measureBundle() {
  const search = read<BootPages>('boot-pages.json').search
  if (!search)
    throw new Error('dist/client/boot-pages.json lists no search page: build again (npm run build)')
  const css = new Set(search.css)
  const cssGzip = [...css].reduce((sum, f) => sum + gz(f), 0)
  const first = measureLanguages().find(({ locale }) => locale === DEFAULT_LOCALE)
  if (!first) throw new Error(`No ${DEFAULT_LOCALE} among the languages`)
  let precache = 0
  for (const file of walk(DIST)) precache += statSync(file).size
  return { jsFiles: first.jsFiles, jsGzip: first.jsGzip, cssFiles: css.size, cssGzip, precache }
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`

type LanguageSize = { locale: string; jsGzip: number }

/**
 * The size test's verdict (scripts/size-budget.ts): every language's search route within the same JavaScript
 * budget (issue 31: the default language's budget, unchanged, holds for each), the CSS within its own; a line
 * of figures per language either way, and what is over.
 */
export function budgetVerdict(
  languages: readonly LanguageSize[],
  cssGzip: number,
  budget: { js: number; css: number } = BUDGET,
): { ok: boolean; lines: string[]; over: string[] } {
  const lines = languages.map(
    ({ locale, jsGzip }) =>
      `  ${locale.padEnd(6)} JavaScript ${kB(jsGzip)} of ${kB(budget.js)}${jsGzip > budget.js ? '  OVER' : ''}`,
  )
  lines.push(`  CSS (every language) ${kB(cssGzip)} of ${kB(budget.css)}`)
  const over = languages
    .filter(({ jsGzip }) => jsGzip > budget.js)
    .map(({ locale, jsGzip }) => `JavaScript in ${locale} ${kB(jsGzip)} > ${kB(budget.js)}`)
  if (cssGzip > budget.css) over.push(`CSS ${kB(cssGzip)} > ${kB(budget.css)}`)
  return { ok: over.length === 0 && languages.length > 0, lines, over }
}

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
