/**
 * Every instance signs links with the same key without being told one (issue 20): on PostgreSQL the first to
 * start keeps it in the database, adopting a key file an earlier single instance made, so links already sent
 * keep working; LINK_SIGNING_KEY always wins; PGlite keeps its key file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sharedLinkSigningKey } from '../../../server/web/link-signing-key'
import { notePostgresSkipped, startServer, type TestServer } from '../../support/server/harness'

notePostgresSkipped('The link-signing key in the database')

const folders: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'be-key-'))
  folders.push(dir)
  return dir
}
let s: TestServer | null = null
afterEach(async () => {
  await s?.close()
  s = null
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('the link-signing key (postgres)', () => {
  it('is one key for instances starting together, each with a data folder of its own', async () => {
    s = await startServer('postgres')
    const other = await s.otherInstance()
    const [a, b] = await Promise.all([
      sharedLinkSigningKey(s.db, dataDir(), {}),
      sharedLinkSigningKey(other, dataDir(), {}),
    ])
    expect(a).toMatch(/^[\w-]{40,}$/)
    expect(b).toBe(a)
    expect(await sharedLinkSigningKey(other, dataDir(), {})).toBe(a)
  })

  it('adopts the key file of the instance that ran alone before, and yields to LINK_SIGNING_KEY', async () => {
    s = await startServer('postgres')
    const before = dataDir()
    writeFileSync(join(before, 'link-signing.key'), 'key-of-the-single-instance\n')
    expect(await sharedLinkSigningKey(s.db, before, {})).toBe('key-of-the-single-instance')
    expect(await sharedLinkSigningKey(s.db, dataDir(), {})).toBe('key-of-the-single-instance')
    expect(await sharedLinkSigningKey(s.db, dataDir(), { LINK_SIGNING_KEY: 'set' })).toBe('set')
  })
})

describe('the link-signing key (pglite)', () => {
  it('is the key file in the data folder, made once', async () => {
    s = await startServer('pglite')
    const dir = dataDir()
    const made = await sharedLinkSigningKey(s.db, dir, {})
    expect(await sharedLinkSigningKey(s.db, dir, {})).toBe(made)
    expect(await s.db.query("SELECT 1 FROM server_secret WHERE name = 'link-signing'")).toHaveLength(0)
  })
})
