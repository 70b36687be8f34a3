/**
 * Compression of what the server sends. The built app's files never change while the server runs (their names
 * carry a hash), so each is compressed once — brotli and gzip — and kept in memory; the first request for a file
 * compresses it, and start-up warms the cache in the background. API answers are gzipped as they go (Hono's
 * compress middleware) when the client accepts it.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** Text worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/

const MIN_SIZE = 1024

/** The best encoding the client accepts (brotli before gzip), or null. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => (name ?? '').trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

type Entry = { mtimeMs: number; br: Promise<Buffer>; gzip: Promise<Buffer> }
const cache = new Map<string, Entry>()

function entryFor(path: string, mtimeMs: number, body: Buffer): Entry {
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return cached
  const entry: Entry = {
    mtimeMs,
    br: brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gz(body, { level: 9 }),
  }
  cache.set(path, entry)
  return entry
}

/** The file's bytes in the chosen encoding, or null when it is not worth compressing. */
export async function compressedFile(
  path: string,
  mtimeMs: number,
  body: Buffer,
  contentType: string,
  encoding: Encoding | null,
): Promise<Buffer | null> {
  if (!encoding || body.length < MIN_SIZE || !COMPRESSIBLE.test(contentType)) return null
  return entryFor(path, mtimeMs, body)[encoding]
}

/** Compresses every compressible file under `dir` ahead of the first request (best effort, in the background). */
export async function warmCompression(dir: string, typeOf: (file: string) => string): Promise<void> {
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') await walk(path)
        continue
      }
      if (entry.name.endsWith('.map') || !COMPRESSIBLE.test(typeOf(path))) continue
      const body = await readFile(path)
      if (body.length < MIN_SIZE) continue
      const entryData = entryFor(path, (await stat(path)).mtimeMs, body)
      await Promise.all([entryData.br, entryData.gzip])
    }
  }
  await walk(dir).catch(() => undefined)
}
