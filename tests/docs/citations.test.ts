import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every document a comment, test, config file or record cites is in the repository (docs/conventions.md#comments):
 * `docs/<file>.md#<heading>` names a file that exists and a heading in it, `decision NNNN` a record, and a
 * Markdown link in the documents a file and heading that exist. Nothing cites a document the repository does not
 * hold (the description and notes this project was first written from).
 */
const ROOT = join(import.meta.dirname, '..', '..')
const FOLDERS = ['src', 'server', 'sw', 'tests', 'e2e', 'scripts', 'bench', 'docs', 'card-frame', 'public']
const TOP_FILES = [
  'README.md',
  'eslint.config.js',
  'playwright.config.ts',
  'vite.config.ts',
  'vite.desk.config.ts',
  'vitest.config.ts',
  'postcss.config.cjs',
  'index.html',
  'desk.html',
  'package.json',
]
const TEXT = /\.(ts|tsx|mjs|cjs|js|md|html|json|yaml|yml|sql|css)$/
// Written so that this file does not cite them itself.
const OUTSIDE = [
  new RegExp(`\\b${'ARCHI' + 'TECTURE'}\\b|\\b${'TOOL' + 'CHAIN'}\\b|${'STY' + 'LE'}\\.md`),
  new RegExp(`\\u00a7\\s?\\d`),
  new RegExp(`/work/${'shared'}`),
]
// The rewriter of the old citations names what it rewrites.
const SKIP = new Set([
  'scripts/cite-product-docs.mjs',
  'tests/docs/citations.test.ts', // its own examples of what fails
  'docs/openapi.json',
  'docs/property-file.schema.json',
])

export type Problem = { file: string; line: number; text: string; why: string }

function filesToRead(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'test-results'].includes(entry.name)) walk(path)
      } else if (TEXT.test(entry.name) && !SKIP.has(path)) out.push(path)
    }
  }
  for (const folder of FOLDERS) if (existsSync(join(ROOT, folder))) walk(folder)
  return [...out, ...TOP_FILES.filter((f) => existsSync(join(ROOT, f)))]
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

const anchorsByFile = new Map<string, Set<string>>()
function anchorsIn(path: string): Set<string> {
  let anchors = anchorsByFile.get(path)
  if (!anchors) {
    const text = readFileSync(join(ROOT, path), 'utf8')
    anchors = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')))
    anchorsByFile.set(path, anchors)
  }
  return anchors
}

/** Why `target` (a repository path, maybe with `#anchor`) does not resolve, or null when it does. */
export function unresolved(target: string, exists = (p: string) => existsSync(join(ROOT, p))): string | null {
  const [path = '', anchor] = target.split('#')
  if (!exists(path)) return `no file ${path}`
  if (anchor === undefined || anchor === '') return null
  if (statSync(join(ROOT, path)).isDirectory()) return `${path} is a folder`
  return anchorsIn(path).has(anchor) ? null : `no heading #${anchor} in ${path}`
}

const DOC_CITATION = /(?<![\w/.-])(docs\/[\w./-]+\.md)(#[\w-]+)?/g
const DECISION = /\b[Dd]ecisions? (\d{4})\b/g
const MD_LINK = /\]\(([^)\s]+\.md)(#[\w-]+)?\)/g

function decisionExists(number: string): boolean {
  return readdirSync(join(ROOT, 'docs', 'decisions')).some((f) => f.startsWith(`${number}-`))
}

export function problemsIn(file: string, text: string): Problem[] {
  const problems: Problem[] = []
  text.split('\n').forEach((lineText, index) => {
    const at = (why: string) => problems.push({ file, line: index + 1, text: lineText.trim(), why })
    for (const pattern of OUTSIDE) if (pattern.test(lineText)) at('cites a document outside the repository')
    for (const m of lineText.matchAll(DOC_CITATION)) {
      const why = unresolved(`${m[1]}${m[2] ?? ''}`)
      if (why) at(why)
    }
    for (const m of lineText.matchAll(DECISION)) if (!decisionExists(m[1] ?? '')) at(`no decision ${m[1]}`)
    if (file.endsWith('.md')) {
      for (const m of lineText.matchAll(MD_LINK)) {
        if (/^[a-z]+:/.test(m[1] ?? '')) continue
        const target = normalize(join(dirname(file), m[1] ?? ''))
        const why = unresolved(`${relative('.', target)}${m[2] ?? ''}`)
        if (why) at(why)
      }
    }
  })
  return problems
}

describe('document citations', () => {
  it('every citation in code, tests, config and documents resolves to a file and heading here', () => {
    const problems = filesToRead().flatMap((file) => problemsIn(file, readFileSync(join(ROOT, file), 'utf8')))
    expect(problems.map((p) => `${p.file}:${p.line} ${p.why}: ${p.text.slice(0, 120)}`)).toEqual([])
  })

  it('finds a missing heading, a missing file, a missing record and a document from outside', () => {
    const text = [
      '// rule in docs/product/booking.md#rules', // resolves
      '// rule in docs/product/booking.md#no-such-heading',
      '// see docs/nowhere.md',
      '// decision 0009 said so',
      `// as the spec \u00a7${'5'} says`,
      '[the layers](architecture.md#layers) and [a ghost](architecture.md#ghost)',
    ].join('\n')
    expect(problemsIn('docs/example.md', text).map((p) => [p.line, p.why])).toEqual([
      [2, 'no heading #no-such-heading in docs/product/booking.md'],
      [3, 'no file docs/nowhere.md'],
      [4, 'no decision 0009'],
      [5, 'cites a document outside the repository'],
      [6, 'no heading #ghost in docs/architecture.md'],
    ])
  })

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Service worker in production builds only')).toBe(
      'service-worker-in-production-builds-only',
    )
    expect(anchorOf('What the guest can do')).toBe('what-the-guest-can-do')
    expect(anchorOf("Vite's config loader")).toBe('vites-config-loader')
  })
})
