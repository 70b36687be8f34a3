// `npm start`: build the app and the server if the sources changed since the last build, then run the one
// Node process that serves both on one origin. The build stamp is a hash of every source file's path, size
// and modification time, so a fresh clone builds once and later starts are immediate.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const SOURCES = [
  'src',
  'sw',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
]
const STAMP = 'dist/.build-stamp'
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.mjs']

function* files(path) {
  if (!existsSync(path)) return
  const stat = statSync(path)
  if (stat.isFile()) {
    yield `${path}:${stat.size}:${stat.mtimeMs}`
    return
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry))
}

function sourceHash() {
  const hash = createHash('sha256')
  hash.update(process.env.BASE_PATH ?? '/')
  for (const source of SOURCES) for (const line of files(source)) hash.update(line)
  return hash.digest('hex')
}

const wanted = sourceHash()
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : ''
if (wanted !== built || !OUTPUTS.every(existsSync)) {
  console.log('Building the app and the server (first start, or the sources changed)…')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  writeFileSync(STAMP, wanted)
}

await import(pathToFileURL('dist/server/main.mjs').href)
