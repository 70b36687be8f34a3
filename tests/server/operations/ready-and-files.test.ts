/**
 * Two refusals an operator relies on: /ready fails when the data folder cannot be written (a full disk or a
 * folder turned read-only fails every booking that writes mail), and a property file built to explode when read
 * (a "billion laughs" of nested YAML aliases) is refused with the file's own message, not an exception.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPropertyFile } from '../../../server/property-file/read'
import { startServer, type TestServer } from '../../support/server/harness'
import { deskCall, deskLogin, OWNER } from '../desk/desk-kit'

/** Makes `dir` read-only: by its mode, or (for root, whom modes do not stop) by a read-only mount over it. */
function makeReadOnly(dir: string): () => void {
  chmodSync(dir, 0o555)
  try {
    writeFileSync(join(dir, 'probe'), '')
    rmSync(join(dir, 'probe'))
  } catch {
    return () => chmodSync(dir, 0o755)
  }
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir])
  return () => {
    execFileSync('umount', [dir])
    chmodSync(dir, 0o755)
  }
}

describe('/ready and the data folder', () => {
  let server: TestServer
  const dataDir = mkdtempSync(join(tmpdir(), 'be-data-'))

  beforeAll(async () => {
    server = await startServer('pglite', { dataDir })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is ready while the folder can be written, 503 while it cannot, and ready again after', async () => {
    expect((await server.get('/ready')).status).toBe(200)
    const restore = makeReadOnly(dataDir)
    try {
      const refused = await server.get('/ready')
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({ Status: 'data folder not writable' })
      // The process itself is fine: /health stays up, so nothing restarts it for a disk it cannot cure.
      expect((await server.get('/health')).status).toBe(200)
    } finally {
      restore()
    }
    expect((await server.get('/ready')).status).toBe(200)
  })
})

describe('a property file that explodes when read', () => {
  const row = (alias: string) => `[${Array.from({ length: 9 }, () => alias).join(', ')}]`
  const bomb = [
    'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
    ...['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name, i) => `${name}: &${name} ${row(`*${'abcdefg'[i]}`)}`),
  ].join('\n')

  it('is refused with a message naming the file and the aliases, in well under a second', () => {
    const started = performance.now()
    const read = readPropertyFile('hotel.yaml', bomb)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(read).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^hotel\.yaml: the file uses its aliases \(\*name\) too many times/)],
    })
  })

  it('is refused over the desk’s upload, as a file that is not YAML at all, with the file’s own words', async () => {
    const server = await startServer('pglite')
    try {
      const owner = await deskLogin(server, OWNER)
      const upload = (FileName: string, Text: string) =>
        deskCall(server, owner, 'POST', '/api/Desk/HARBOUR/Settings/PropertyFile', { FileName, Text })
      for (const [name, text, says] of [
        ['bomb.yaml', bomb, /^bomb\.yaml: the file uses its aliases \(\*name\) too many times/],
        ['broken.yaml', 'properties: [unclosed\n  - code: "HARBOUR', /^broken\.yaml/],
      ] as const) {
        const res = await upload(name, text)
        expect(res.status, name).toBe(400)
        const body = (await res.json()) as { ModelState: Record<string, string[]> }
        const problems = Object.values(body.ModelState).flat()
        expect(problems[0], name).toMatch(says)
        // The file's message, never the server's insides.
        expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/)
      }
    } finally {
      await server.close()
    }
  })

  it('still reads a file that repeats a block a few times with aliases', () => {
    const read = readPropertyFile('small.yaml', 'a: &a [1, 2]\nb: *a\nc: *a\n')
    // Not a hotel (the shape is wrong), but read: the refusal is the schema's, not the alias guard's.
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems.join('\n')).not.toMatch(/aliases/)
  })
})
