/**
 * The mail outbox (decision 0098): one message per booking, delivered once; a failing transport retried with
 * backoff and then delivered once; two workers on one database (two server instances on PostgreSQL) deliver
 * each message once; a lease left by a worker that died is taken over.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emlFileTransport } from '../../../server/mail/eml-files'
import { queueMail, type OutboxMessage } from '../../../server/mail/outbox'
import { FIRST_RETRY_MS, outboxWorker } from '../../../server/mail/outbox-worker'
import type { MailTransport } from '../../../server/mail/transport'
import { book } from '../../builders/booked-stay'
import {
  collectConsoleErrors,
  ENGINES,
  NOW,
  notePostgresSkipped,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Mail outbox')

/** Records what it accepted; fails while `failing` says so. */
function recordingTransport() {
  const accepted: OutboxMessage[] = []
  const state = { calls: 0, failing: (_m: OutboxMessage) => false, delayMs: 0 }
  const transport: MailTransport = {
    async deliver(message) {
      state.calls++
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
      if (state.failing(message)) throw new Error('SMTP 451 try again later')
      accepted.push(message)
    },
  }
  return { transport, accepted, state }
}

describe.each(ENGINES)('mail outbox (%s)', (engine) => {
  let s: TestServer
  const recorder = recordingTransport()
  beforeAll(async () => {
    s = await startServer(engine, { transport: recorder.transport })
  })
  afterAll(() => s.close())

  const rowsAbout = (regarding: string) =>
    s.db.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
      `SELECT status, attempts, last_error, next_attempt_at FROM outbox_message
       WHERE regarding = $1 AND kind NOT LIKE 'hotel-%'`,
      [regarding],
    )
  // The guest's messages; the hotel's copies (kind hotel-…) are checked on their own.
  const acceptedAbout = (regarding: string) =>
    recorder.accepted.filter((m) => m.regarding === regarding && !m.kind.startsWith('hotel-'))
  const hotelCopiesAbout = (regarding: string) =>
    recorder.accepted.filter((m) => m.regarding === regarding && m.kind.startsWith('hotel-'))

  it('queues one confirmation per booking and delivers it once', async () => {
    const one = await book(s, '2027-04-05', '2027-04-07')
    const two = await book(s, '2027-04-05', '2027-04-06')
    await s.outbox.drain()
    await s.outbox.drain()
    for (const b of [one, two]) {
      expect(acceptedAbout(b.ref).map((m) => m.kind)).toEqual(['confirmation'])
      expect(hotelCopiesAbout(b.ref).map((m) => m.kind)).toEqual(['hotel-confirmation'])
      expect(await rowsAbout(b.ref)).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }])
    }
    const [first] = acceptedAbout(one.ref)
    expect(first?.to).toContain('<')
    expect(first?.text).toContain(one.ref)
    expect(first?.messageId).toMatch(/^[\w-]+@[\w.-]+$/)
  })

  it('delivers a booking’s confirmation on its own, soon after the commit', async () => {
    const b = await book(s, '2027-04-19', '2027-04-20')
    await vi.waitFor(() => expect(acceptedAbout(b.ref)).toHaveLength(1), { timeout: 5000, interval: 20 })
  })

  it('answers the booking while the transport fails, retries with backoff and then delivers once', async () => {
    const logged = collectConsoleErrors()
    let failures = 2
    recorder.state.failing = (m) => m.kind === 'confirmation' && failures-- > 0
    try {
      const b = await book(s, '2027-04-12', '2027-04-14')
      await s.outbox.drain()
      expect(acceptedAbout(b.ref)).toEqual([])
      const [waiting] = await rowsAbout(b.ref)
      expect(waiting).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'SMTP 451 try again later',
      })
      expect(new Date(waiting?.next_attempt_at ?? 0).getTime()).toBe(s.now.value.getTime() + FIRST_RETRY_MS)

      // Not due yet: nothing is tried.
      const calls = recorder.state.calls
      await s.outbox.drain()
      expect(recorder.state.calls).toBe(calls)

      s.now.value = new Date(s.now.value.getTime() + FIRST_RETRY_MS)
      await s.outbox.drain()
      expect(await rowsAbout(b.ref)).toMatchObject([{ status: 'pending', attempts: 2 }])
      // The second wait is twice the first.
      s.now.value = new Date(s.now.value.getTime() + FIRST_RETRY_MS)
      await s.outbox.drain()
      expect(acceptedAbout(b.ref)).toEqual([])
      s.now.value = new Date(s.now.value.getTime() + FIRST_RETRY_MS)
      await s.outbox.drain()
      await s.outbox.drain()
      expect(acceptedAbout(b.ref)).toHaveLength(1)
      expect(await rowsAbout(b.ref)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }])
      expect(logged).toHaveLength(2)
      expect(logged[0]).toContain(`Mail confirmation ${b.ref}`)
      expect(logged[0]).toContain('failed, retried later after attempt 1: SMTP 451')
    } finally {
      recorder.state.failing = () => false
      s.now.value = NOW
    }
  })

  it('gives a message up after the last attempt, and says so', async () => {
    const logged = collectConsoleErrors()
    const broken: MailTransport = {
      deliver: () => Promise.reject(new Error('550 mailbox unavailable\r\nInjected: header')),
    }
    const worker = outboxWorker({ db: s.db, clock: () => s.now.value, transport: broken, maxAttempts: 2 })
    await s.db.transaction((tx) =>
      queueMail(
        tx,
        { ...mail('give-up', 0), text: 'https://x/reset?token=secret', sensitive: true },
        s.now.value,
      ),
    )
    await worker.drain()
    s.now.value = new Date(s.now.value.getTime() + FIRST_RETRY_MS)
    await worker.drain()
    s.now.value = NOW
    const [row] = await rowsAbout('give-up-0')
    expect(row).toMatchObject({ status: 'failed', attempts: 2 })
    // The reason is one line: no control characters reach the log.
    expect(row?.last_error).toBe('550 mailbox unavailable Injected: header')
    expect(logged.at(-1)).toContain('failed for good after attempt 2')
    const [kept] = await s.db.query<{ text: string }>(
      "SELECT text FROM outbox_message WHERE regarding = 'give-up-0'",
    )
    expect(kept?.text).toBe('')
  })

  it('takes over a message whose worker died mid-delivery once its lease has run out', async () => {
    await s.db.transaction((tx) => queueMail(tx, mail('orphan', 0), s.now.value))
    // A worker claimed it and died: status sending, its lease not yet over, then over.
    await s.db.query(
      `UPDATE outbox_message SET status = 'sending', attempts = 1, claim = 'dead', lease_until = $1
       WHERE regarding = 'orphan-0'`,
      [new Date(s.now.value.getTime() + 60_000).toISOString()],
    )
    await s.outbox.drain()
    expect(acceptedAbout('orphan-0')).toEqual([])
    s.now.value = new Date(s.now.value.getTime() + 60_000)
    await s.outbox.drain()
    s.now.value = NOW
    expect(acceptedAbout('orphan-0')).toHaveLength(1)
    expect(await rowsAbout('orphan-0')).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('delivers each message once with two workers on one database (two server instances)', async () => {
    const other = await s.otherInstance()
    const shared = recordingTransport()
    shared.state.delayMs = 5
    const clock = () => s.now.value
    const workers = [
      outboxWorker({ db: s.db, clock, transport: shared.transport, batchSize: 3 }),
      outboxWorker({ db: other, clock, transport: shared.transport, batchSize: 3 }),
    ]
    await s.db.transaction(async (tx) => {
      for (let n = 0; n < 24; n++) await queueMail(tx, mail('parallel', n), s.now.value)
    })
    const sent = await Promise.all([...workers, ...workers].map((w) => w.drain()))
    const ids = shared.accepted.map((m) => m.messageId)
    expect(ids).toHaveLength(24)
    expect(new Set(ids).size).toBe(24)
    expect(sent.reduce((a, b) => a + b, 0)).toBe(24)
    const [left] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_message WHERE kind = 'parallel' AND status <> 'sent'`,
    )
    expect(left?.n).toBe(0)
  })
})

function mail(kind: string, n: number) {
  return {
    kind,
    regarding: `${kind}-${n}`,
    propertyId: null,
    from: 'Harbour House <stay@harbour.example>',
    to: `guest${n}@example.com`,
    subject: `Message ${n}`,
    text: `Hello ${n}`,
  }
}

describe('.eml files (the demo transport)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'be-eml-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes one file per message, readable by the server only, and replaces it when delivered again', async () => {
    const transport = emlFileTransport(join(dir, 'mail'))
    const message: OutboxMessage = {
      ...mail('password-reset', 7),
      subject: 'Réinitialiser',
      html: '<p>Hello 7</p>',
      id: 42,
      messageId: 'b5b4c1f0@harbour.example',
      createdAt: NOW,
      attempts: 1,
    }
    await transport.deliver(message)
    await transport.deliver(message)
    const files = readdirSync(join(dir, 'mail'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/password-reset-password-reset-7-000000000042\.eml$/)
    const file = join(dir, 'mail', files[0] ?? '')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(join(dir, 'mail')).mode & 0o777).toBe(0o700)
    const eml = readFileSync(file, 'utf8')
    expect(eml).toContain('Message-ID: <b5b4c1f0@harbour.example>\r\n')
    expect(eml).toContain(`Subject: =?utf-8?B?${Buffer.from('Réinitialiser').toString('base64')}?=\r\n`)
    expect(eml).toContain('Content-Type: multipart/alternative;')
    expect(eml).toContain('<p>Hello 7</p>')
  })

  it('keeps every line of the file within 998 octets, and the HTML intact, when the HTML is one long line', async () => {
    const mailDir = join(dir, 'long')
    const html = `<!DOCTYPE html><table>${'<tr><td>Room · £300.00</td></tr>'.repeat(200)}</table>`
    await emlFileTransport(mailDir).deliver({
      ...mail('confirmation', 9),
      html,
      id: 44,
      messageId: 'long@harbour.example',
      createdAt: NOW,
      attempts: 1,
    })
    const eml = readFileSync(join(mailDir, readdirSync(mailDir)[0] ?? ''))
    const lines = eml.toString('utf8').split('\r\n')
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 998)).toBe(true)
    const read = await simpleParser(eml)
    expect(read.html).toBe(html)
    expect(read.text?.trim()).toBe('Hello 9')
  })

  it('encodes only the name of an address with accents, so a reader still finds the address', async () => {
    const mailDir = join(dir, 'accents')
    await emlFileTransport(mailDir).deliver({
      ...mail('confirmation', 10),
      from: '"Hôtel des Falaises" <stay@falaises.example>',
      to: '"Zoë \\"Zed\\" Brontë" <zoe@example.com>',
      id: 45,
      messageId: 'accents@harbour.example',
      createdAt: NOW,
      attempts: 1,
    })
    const read = await simpleParser(readFileSync(join(mailDir, readdirSync(mailDir)[0] ?? '')))
    expect(read.to).toMatchObject({ value: [{ address: 'zoe@example.com', name: 'Zoë "Zed" Brontë' }] })
    expect(read.from?.value).toEqual([{ address: 'stay@falaises.example', name: 'Hôtel des Falaises' }])
  })

  it('puts attachments around the text as base64 parts, lines of at most 76 characters', async () => {
    const mailDir = join(dir, 'attached')
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'.repeat(8)
    await emlFileTransport(mailDir).deliver({
      ...mail('confirmation', 8),
      attachments: [
        {
          filename: 'stay.ics',
          contentType: 'text/calendar',
          content: Buffer.from(calendar).toString('base64'),
        },
      ],
      id: 43,
      messageId: 'c0ffee@harbour.example',
      createdAt: NOW,
      attempts: 1,
    })
    const eml = readFileSync(join(mailDir, readdirSync(mailDir)[0] ?? ''), 'utf8')
    expect(eml).toMatch(/Content-Type: multipart\/mixed; boundary="(=_c0ffeeharbourexample)"/)
    expect(eml).toContain('Content-Disposition: attachment; filename="stay.ics"')
    const body = eml.split('Content-Transfer-Encoding: base64\r\n\r\n')[1]?.split('\r\n--')[0] ?? ''
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true)
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString()).toBe(calendar)
    expect(eml.trimEnd().endsWith('--=_c0ffeeharbourexample--')).toBe(true)
  })
})
