// `npm run check`: the fast check before each commit (decision 0124), under three minutes on a 2-core machine.
// The typecheck (both projects), ESLint and Prettier on what is about to be committed (changes since HEAD,
// staged or not, and new files; CHECK_BASE=main checks the whole branch instead), the import circles, and the
// unit and component tests vitest relates to those changes (`--changed`: the changed tests, and the tests that import a changed file). The server tests
// (a real database, minutes) and Playwright stay in `npm test`, the whole truth.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const started = Date.now()
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim()

function baseRef() {
  const base = process.env.CHECK_BASE ?? 'HEAD'
  return base === 'HEAD' ? base : git('merge-base', 'HEAD', base)
}

function changedFiles(base) {
  const lines = [
    git('diff', '--name-only', '--diff-filter=ACMR', base),
    git('ls-files', '--others', '--exclude-standard'),
  ].join('\n')
  return [...new Set(lines.split('\n').filter((f) => f && existsSync(f)))]
}

function step(name, command, args) {
  const at = Date.now()
  console.log(`\n▶ ${name}`)
  const run = spawnSync(command, args, { stdio: 'inherit', shell: false })
  const seconds = ((Date.now() - at) / 1000).toFixed(0)
  if (run.status !== 0) {
    console.error(`✖ ${name} failed (${seconds} s)`)
    process.exit(run.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}

const base = baseRef()
const changed = changedFiles(base)
const lintable = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))
const formattable = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/.test(f))
console.log(`Changes since ${base.slice(0, 12)}: ${changed.length} files`)

const npx = 'npx'
// Incremental: the compiler keeps what it learnt in node_modules/.cache and re-checks only what changed since.
const incremental = (name) => [
  '--incremental',
  '--tsBuildInfoFile',
  `node_modules/.cache/check/${name}.tsbuildinfo`,
]
step('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json', ...incremental('app')])
step('typecheck (service worker)', npx, ['tsc', '--noEmit', '-p', 'sw/tsconfig.json', ...incremental('sw')])
if (lintable.length > 0) step('eslint (changed files)', npx, ['eslint', '--max-warnings=0', ...lintable])
if (formattable.length > 0)
  step('prettier (changed files)', npx, ['prettier', '--check', '--ignore-unknown', ...formattable])
step('import circles', npx, [
  'madge',
  '--circular',
  '--no-spinner',
  '--extensions',
  'ts,tsx',
  '--ts-config',
  'tsconfig.json',
  'src',
  'server',
  'sw',
])
step('unit and component tests of what changed', npx, [
  'vitest',
  'run',
  `--changed=${base}`,
  '--project=unit',
  '--project=components',
  '--passWithNoTests',
])
console.log(`\nnpm run check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
