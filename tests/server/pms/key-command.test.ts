import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findApiKey } from '../../../server/pms/api-keys'
import { runKeyCommand } from '../../../server/pms/key-command'
import { ENGINES, notePostgresSkipped, startServer, type TestServer } from '../../support/server/harness'

notePostgresSkipped('PMS key commands')

describe.each(ENGINES)('npm run pms:key (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('creates a key shown once, stores only its hash, lists it by prefix and revokes it', async () => {
    const made = await runKeyCommand(s.db, ['create', 'harbour', 'Channel', 'manager'])
    expect(made.exitCode).toBe(0)
    const key = made.lines[1] ?? ''
    expect(key).toMatch(/^pms_[A-Za-z0-9_-]{43}$/)
    expect(made.lines[0]).toContain('for HARBOUR ("Channel manager"), prefix ' + key.slice(0, 12))

    const stored = JSON.stringify(await s.db.query('SELECT * FROM pms_api_key'))
    expect(stored).not.toContain(key)
    expect(stored).not.toContain(key.slice(12))
    const found = await findApiKey(s.db, key)
    expect(found).toMatchObject({ revoked: false })

    const listed = await runKeyCommand(s.db, ['list'])
    expect(listed.lines.join('\n')).toMatch(
      new RegExp(`${found?.id}\\tHARBOUR\\t${key.slice(0, 12)}…\\tactive`),
    )
    expect(listed.lines.join('\n')).not.toContain(key)

    expect((await runKeyCommand(s.db, ['revoke', String(found?.id)])).exitCode).toBe(0)
    expect(await findApiKey(s.db, key)).toMatchObject({ revoked: true })
    expect((await runKeyCommand(s.db, ['list'])).lines.join('\n')).toContain('revoked')
    // Twice is refused: the hotel learns the key was revoked already.
    expect((await runKeyCommand(s.db, ['revoke', String(found?.id)])).exitCode).toBe(1)
  })

  it('refuses an unknown property, an empty label, a bad id and an unknown command', async () => {
    expect(await runKeyCommand(s.db, ['create', 'NOWHERE', 'x'])).toEqual({
      lines: ['There is no property with the code "NOWHERE".'],
      exitCode: 1,
    })
    expect((await runKeyCommand(s.db, ['create', 'HARBOUR'])).exitCode).toBe(1)
    expect((await runKeyCommand(s.db, ['revoke', '1; DROP TABLE x'])).exitCode).toBe(1)
    expect((await runKeyCommand(s.db, ['revoke', '999999'])).exitCode).toBe(1)
    expect((await runKeyCommand(s.db, ['rotate'])).exitCode).toBe(2)
    expect((await runKeyCommand(s.db, [])).exitCode).toBe(2)
  })

  it('never finds a key that is not one of its own', async () => {
    expect(await findApiKey(s.db, 'pms_' + 'A'.repeat(43))).toBeNull()
    expect(await findApiKey(s.db, "pms_' OR 1=1 --")).toBeNull()
    expect(await findApiKey(s.db, '')).toBeNull()
  })
})
