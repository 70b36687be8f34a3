// `npm run check`: the fast check before each commit (decision 0124), under three minutes on a 2-core machine.
// The typecheck (both projects), ESLint and Prettier on what is about to be committed (changes since HEAD,
// staged or not, and new files; CHECK_BASE=main checks the whole branch instead), the import circles, the
// exports nothing uses (scripts/unused-exports.ts), and the unit and component tests vitest relates to those
// changes (`--changed`: the changed tests, and the tests that import a changed file). The server tests (a real database, minutes) and Playwright stay in `npm test`, the
// whole truth.
//
// Fast because each tool keeps what it learnt in node_modules/.cache/check (the compiler's build info, ESLint's
// and Prettier's caches: a second run re-checks only what changed), and because the steps run side by side, two
// at a time (CHECK_JOBS), the slowest first: one waits on the disk while the other computes.
import { spawn, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus } from 'node:os'

const started = Date.now()
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const CACHE = 'node_modules/.cache/check'

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

const base = baseRef()
const changed = changedFiles(base)
const lintable = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))
const formattable = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/.test(f))
console.log(`Changes since ${base.slice(0, 12)}: ${changed.length} files`)

// Incremental: the compiler re-checks only what changed since its last run here.
const tsc = (project, name) => [
  'tsc',
  '--noEmit',
  '-p',
  project,
  '--incremental',
  '--tsBuildInfoFile',
  `${CACHE}/${name}.tsbuildinfo`,
]

/** The steps, slowest first (so the two that run at once finish near together). */
const steps = [
  {
    name: 'unit and component tests of what changed',
    args: [
      'vitest',
      'run',
      `--changed=${base}`,
      '--project=unit',
      '--project=components',
      '--passWithNoTests',
    ],
  },
  { name: 'typecheck', args: tsc('tsconfig.json', 'app') },
  {
    name: 'import circles',
    args: [
      'madge',
      '--circular',
      '--no-spinner',
      '--extensions',
      'ts,tsx',
      '--ts-config',
      'tsconfig.json',
    ].concat(['src', 'server', 'sw']),
  },
  { name: 'typecheck (service worker)', args: tsc('sw/tsconfig.json', 'sw') },
  // Parses the imports only: a second or two. An export nothing uses is dead code.
  { name: 'unused exports', args: ['tsx', 'scripts/unused-exports.ts'] },
  lintable.length > 0 && {
    name: 'eslint (changed files)',
    args: ['eslint', '--max-warnings=0', '--cache', '--cache-location', `${CACHE}/eslint`, ...lintable],
  },
  formattable.length > 0 && {
    name: 'prettier (changed files)',
    args: [
      'prettier',
      '--check',
      '--ignore-unknown',
      '--cache',
      '--cache-location',
      `${CACHE}/prettier`,
    ].concat(formattable),
  },
].filter(Boolean)

/** One step, its output kept and shown when it ends, so two running at once do not interleave. */
function run(step) {
  return new Promise((resolve) => {
    const at = Date.now()
    const child = spawn('npx', step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - at) / 1000).toFixed(0)
      const ok = code === 0
      console.log(`\n${ok ? '✔' : '✖'} ${step.name} (${seconds} s)`)
      if (!ok || process.env.CHECK_VERBOSE) console.log(output)
      resolve(ok)
    })
  })
}

const jobs = Number(process.env.CHECK_JOBS ?? Math.min(2, cpus().length))
const queue = [...steps]
const failed = []
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) if (!(await run(step))) failed.push(step.name)
  }),
)
const total = ((Date.now() - started) / 1000).toFixed(0)
if (failed.length > 0) {
  console.error(`\nnpm run check failed in ${total} s: ${failed.join(', ')}`)
  process.exit(1)
}
console.log(`\nnpm run check passed in ${total} s`)
