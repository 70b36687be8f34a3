/**
 * The demo's mail delivery: each message becomes an .eml file in the mail folder (DATA_DIR/mail), readable only
 * by the server's user (it may hold a reset link; decision 0099). The file name comes from the message alone, and the file is
 * written whole and then renamed into place, so delivering a message again replaces its file instead of adding a
 * second one.
 */
import { randomBytes } from 'node:crypto'
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { writePrivateFile } from '../private-files'
import type { OutboxMessage } from './outbox'
import type { MailTransport } from './transport'

const header = (value: string) => value.replace(/[\r\n]+/g, ' ')

/** RFC 2047 for a header that is not plain ASCII (a hotel or guest name with accents). */
function encodedHeader(value: string): string {
  const flat = header(value)
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?utf-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`
}

/** An address header: only the display name may be encoded (RFC 2047 docs/product/the-app.md#rules), never the address itself. */
function encodedMailbox(value: string): string {
  const match = /^\s*"?(.*?)"?\s*<([^<>]+)>\s*$/.exec(header(value))
  if (!match) return encodedHeader(value)
  const [, name = '', address = ''] = match
  if (/^[\x20-\x7e]*$/.test(name)) return header(value)
  const unquoted = name.replace(/\\(.)/g, '$1')
  return `${encodedHeader(unquoted)} <${address}>`
}

/** RFC 5322's limit on a line, in octets without its CRLF. */
const MAX_LINE = 998

/**
 * A text part as 8bit while every line fits the line limit (the text stays readable in the file), else base64:
 * the layout's HTML, or a long paragraph a guest typed, may be one line longer than a mail reader accepts.
 */
function textPart(type: 'plain' | 'html', body: string): string[] {
  const head = `Content-Type: text/${type}; charset=utf-8`
  if (body.split(/\r?\n/).every((line) => Buffer.byteLength(line, 'utf8') <= MAX_LINE))
    return [head, 'Content-Transfer-Encoding: 8bit', '', body]
  const encoded = Buffer.from(body, 'utf8').toString('base64')
  return [head, 'Content-Transfer-Encoding: base64', '', ...(encoded.match(/.{1,76}/g) ?? [])]
}

/** The body: plain text, or text and HTML as alternatives, with the attachments around them. */
function bodyLines(message: OutboxMessage, boundary: string): string[] {
  const alternatives = message.html
    ? [
        `Content-Type: multipart/alternative; boundary="${boundary}-alt"`,
        '',
        `--${boundary}-alt`,
        ...textPart('plain', message.text),
        `--${boundary}-alt`,
        ...textPart('html', message.html),
        `--${boundary}-alt--`,
      ]
    : textPart('plain', message.text)
  const attachments = message.attachments ?? []
  if (attachments.length === 0) return alternatives
  return [
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...alternatives,
    ...attachments.flatMap((a) => [
      `--${boundary}`,
      `Content-Type: ${header(a.contentType)}; name="${header(a.filename)}"`,
      `Content-Disposition: attachment; filename="${header(a.filename)}"`,
      'Content-Transfer-Encoding: base64',
      '',
      ...(a.content.match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
  ]
}

/** The message as RFC 5322 text. */
export function emlOf(message: OutboxMessage): string {
  const boundary = `=_${message.messageId.replace(/[^\w]/g, '').slice(0, 32)}`
  return [
    `Message-ID: <${header(message.messageId)}>`,
    `From: ${encodedMailbox(message.from)}`,
    `To: ${encodedMailbox(message.to)}`,
    `Subject: ${encodedHeader(message.subject)}`,
    `Date: ${message.createdAt.toUTCString()}`,
    'MIME-Version: 1.0',
    ...bodyLines(message, boundary),
    '',
  ].join('\r\n')
}

export function emlFileName(message: OutboxMessage): string {
  const when = message.createdAt.toISOString().replace(/[:.]/g, '-')
  // The padded id keeps names in the order messages were queued, even under one pinned clock.
  const id = String(message.id).padStart(12, '0')
  return `${when}-${message.kind}-${message.regarding}-${id}.eml`.replace(/[^\w.-]/g, '_')
}

export function emlFileTransport(mailDir: string): MailTransport {
  return {
    async deliver(message) {
      const file = join(mailDir, emlFileName(message))
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`
      await writePrivateFile(partial, emlOf(message))
      await rename(partial, file)
    },
  }
}
