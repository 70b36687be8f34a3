/**
 * A real receiving SMTP server for the mail tests (smtp-server on a free port of localhost): every message it
 * accepts is parsed with mailparser and kept. It can be stopped and started again on the same port, as an SMTP
 * server that goes down during a booking and comes back. It refuses every mailbox named refused@….
 */
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail }

export type SmtpReceiver = {
  /** smtp://user:password@127.0.0.1:port */
  url: string
  received: ReceivedMail[]
  /** The messages received for `address` (envelope recipient). */
  to(address: string): ParsedMail[]
  stop(): Promise<void>
  start(): Promise<void>
}

export const SMTP_USER = 'mailer'
export const SMTP_PASSWORD = 'not-for-logs-7Q'

/** Every address of a parsed To header. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return list.flatMap((a) => a.value.map((v) => v.address ?? ''))
}

function receivingServer(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      // A mailbox the server refuses for good (550), as a mistyped guest address would be.
      if (address.address.startsWith('refused@')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      } else callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))
  })

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = []
  let server = receivingServer(received)
  const port = await listen(server, 0)
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((r) => r.envelopeTo.includes(address)).map((r) => r.mail),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = receivingServer(received)
      await listen(server, port)
    },
  }
}
