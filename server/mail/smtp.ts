/**
 * Real mail delivery through an SMTP server (SMTP_URL, decision 0104), with nodemailer: smtp:// upgrades with
 * STARTTLS when the server offers it, smtps:// is TLS from the start; user and password ride in the URL. A
 * message counts as delivered only when the server accepted it for every recipient: any 4xx/5xx reply throws,
 * and the outbox worker retries it later.
 */
import { createTransport } from 'nodemailer'
import type { OutboxMessage } from './outbox'
import type { MailTransport } from './transport'

export type SmtpSettings = {
  /** smtp://user:password@host:587 or smtps://user:password@host:465 */
  url: string
  /**
   * The address the server may send from (MAIL_FROM), when the hotel's own domain cannot be sent from: it becomes
   * the From and envelope sender, the hotel's name stays the display name and its address the Reply-To.
   */
  mailFrom?: string
}

/** The URL with its password hidden, for a log line. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'an unreadable SMTP_URL'
  }
}

/** `Name <address>` split into its parts; a bare address has no name. */
function addressParts(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value)
  const [, name = '', address = value] = match ?? []
  // A quoted name (guest-mail.ts mailbox) loses its quotes and its escapes.
  const unquoted = /^"(.*)"$/.exec(name)?.[1]?.replace(/\\(.)/g, '$1') ?? name
  return { name: unquoted, address: address.trim() }
}

/** From, Reply-To and envelope sender of `message` under `mailFrom` (see SmtpSettings). */
export function senderOf(message: OutboxMessage, mailFrom: string | undefined) {
  const hotel = addressParts(message.from)
  if (!mailFrom) return { from: message.from, replyTo: undefined, envelopeFrom: hotel.address }
  return {
    from: hotel.name ? { name: hotel.name, address: mailFrom } : mailFrom,
    replyTo: hotel.address,
    envelopeFrom: mailFrom,
  }
}

/** An error's text without the URL's password, should a library ever quote it. */
function withoutSecret(error: unknown, secret: string): Error {
  const text = error instanceof Error ? error.message : String(error)
  return new Error(secret ? text.split(secret).join('***') : text)
}

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const secret = decodeURIComponent(new URL(settings.url).password)
  // A stalled server must not hold the worker for nodemailer's default minutes: it is retried later instead.
  const transporter = createTransport({
    url: settings.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  return {
    async deliver(message) {
      const sender = senderOf(message, settings.mailFrom)
      const to = addressParts(message.to).address
      let rejected: unknown[]
      try {
        const info = await transporter.sendMail({
          // The outbox's own id, so a second delivery after a crash is recognisably the same message.
          messageId: `<${message.messageId}>`,
          date: message.createdAt,
          from: sender.from,
          replyTo: sender.replyTo,
          to: message.to,
          envelope: { from: sender.envelopeFrom, to },
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            encoding: 'base64',
          })),
        })
        rejected = info.rejected
      } catch (error) {
        throw withoutSecret(error, secret)
      }
      if (rejected.length > 0) throw new Error(`SMTP server refused the recipient of ${message.messageId}`)
    },
  }
}
