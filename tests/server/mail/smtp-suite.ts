/**
 * The set-up the mail suites share: a real SMTP server (./smtp-receiver.ts) and the app delivering its outbox to
 * it through SMTP_URL's transport, under a public address, fresh for each engine.
 */
import type { ParsedMail } from 'mailparser'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { smtpTransport } from '../../../server/mail/smtp'
import { startServer, type Engine, type TestServer } from '../../support/server/harness'
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver'

export const GUEST = 'grace@example.com'
export const HOTEL = 'Harbour House Hotel'
export const PUBLIC_URL = 'https://book.harbour-house.example'
/** HARBOUR's own address: its reservations address while it sets no other. */
export const HOTEL_DESK = 'stay@harbour-house.example'

export type SmtpSuite = {
  readonly s: TestServer
  readonly smtp: SmtpReceiver
  /** The messages delivered to `to` since the test began, after the outbox has run. */
  delivered(to: string): Promise<ParsedMail[]>
}

/** Starts both for the describe block it is called in, and forgets what was received after each test. */
export function smtpSuite(engine: Engine): SmtpSuite {
  let smtp: SmtpReceiver | undefined
  let s: TestServer | undefined
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the mail suite has not started')
    return value
  }
  beforeAll(async () => {
    smtp = await startSmtpReceiver()
    s = await startServer(engine, { transport: smtpTransport({ url: smtp.url }), publicUrl: PUBLIC_URL })
  })
  afterAll(async () => {
    await s?.close()
    await smtp?.stop()
  })
  afterEach(() => {
    if (smtp) smtp.received.length = 0
  })
  return {
    get s() {
      return started(s)
    },
    get smtp() {
      return started(smtp)
    },
    async delivered(to) {
      await started(s).outbox.drain()
      return started(smtp).to(to)
    },
  }
}
