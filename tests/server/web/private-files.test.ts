/**
 * DATA_DIR is for the server's user only: the folder 0700, its files 0600 (the database, the link-signing key,
 * mails holding reset links), also when an older version left them open. And what reaches the server log from a
 * client is one printable line.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { oneLine } from '@/api/contract/client-log'
import { hasControlCharacter } from '@/api/contract/common'
import { createApp } from '../../../server/app'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import { claimDataDir, linkSigningKey } from '../../../server/web/environment'
import { emlFileTransport } from '../../../server/mail/eml-files'
import { privateDataDir } from '../../../server/private-files'
import { NOW } from '../../support/server/harness'

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('the data folder', () => {
  let dir: string
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'be-data-')), 'data')
  })
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }))

  it('is made 0700 and closes files and folders an older version left open', () => {
    mkdirSync(join(dir, 'pglite', 'base'), { recursive: true, mode: 0o777 })
    writeFileSync(join(dir, 'pglite', 'base', 'table'), 'rows', { mode: 0o666 })
    chmodSync(join(dir, 'pglite', 'base', 'table'), 0o666)
    chmodSync(dir, 0o777)
    privateDataDir(dir)
    expect(modeOf(dir)).toBe(0o700)
    expect(modeOf(join(dir, 'pglite', 'base'))).toBe(0o700)
    expect(modeOf(join(dir, 'pglite', 'base', 'table'))).toBe(0o600)
  })

  it('writes the signing key, the server mark and mails 0600 whatever the umask', async () => {
    const previous = process.umask(0)
    try {
      linkSigningKey(dir, {})
      const release = claimDataDir(dir)
      await emlFileTransport(join(dir, 'mail')).deliver({
        id: 1,
        messageId: 'reset-1@example.com',
        kind: 'password-reset',
        regarding: '1',
        propertyId: null,
        to: 'a@example.com',
        from: 'b@example.com',
        subject: 'Reset',
        text: 'https://x/reset?token=t',
        createdAt: NOW,
        attempts: 1,
      })
      expect(modeOf(join(dir, 'link-signing.key'))).toBe(0o600)
      expect(modeOf(join(dir, 'server.pid'))).toBe(0o600)
      const mails = readdirSync(join(dir, 'mail'))
      expect(mails).toHaveLength(1)
      expect(modeOf(join(dir, 'mail', mails[0] ?? ''))).toBe(0o600)
      expect(modeOf(join(dir, 'mail'))).toBe(0o700)
      release()
    } finally {
      process.umask(previous)
    }
  })
})

describe('log lines', () => {
  it('carry no control characters from a client', async () => {
    const lines: string[] = []
    const db = await openPglite()
    // ClientLog counts posts per client address in the database (decision 0094).
    await migrate(db)
    try {
      const app = createApp({
        db,
        clock: () => NOW,
        secrets: { linkSigningKey: 'k' },
        log: (l) => lines.push(l),
      })
      const message = 'line one\nforged 200 GET /api/x\r\tend'
      const res = await app.request('/api/ClientLog', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Entries: [{ Level: 'error', Message: message, Url: '/Book/HARBOUR\nx' }] }),
      })
      expect(res.status).toBe(204)
      const escape = await app.request('/api/ClientLog', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Entries: [{ Level: 'error', Message: '\u001b[31mred\u0000' }] }),
      })
      expect(escape.status).toBe(400)
      await app.request('/api/Property/%1B%5B31m%0A')
      expect(lines.length).toBeGreaterThanOrEqual(3)
      for (const line of lines) expect(hasControlCharacter(line), JSON.stringify(line)).toBe(false)
      expect(lines.some((line) => line.includes('line one forged 200 GET /api/x end'))).toBe(true)
    } finally {
      await db.close()
    }
  })

  it('are made printable: ESC, NUL, C1 and line separators become spaces', () => {
    expect(oneLine('a\u001b[2Jb\u0000c\u009bd\u2028e', 100)).toBe('a [2Jb c d e')
  })
})
