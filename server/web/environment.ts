/**
 * The environment of `npm start`, shared by the server (server/main.ts) and the demo commands (server/demo-cli.ts)
 * so both find the same data: PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (PostgreSQL instead of
 * the embedded PGlite), LINK_SIGNING_KEY (else kept in DATA_DIR/link-signing.key), PUBLIC_URL
 * (http://localhost:PORT), STATIC_DIR (dist/client), TRUST_PROXY (the proxies in front: a count, or their addresses; server/client-address.ts),
 * SMTP_URL (deliver mail through this SMTP server instead of .eml files in DATA_DIR/mail) and MAIL_FROM (the
 * address that server may send from, when it is not the hotel's own; decision 0104).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { writePrivateFileSync } from '../private-files'
import { parseTrustProxy, type TrustProxy } from '../client-address'
import { emlFileTransport } from '../mail/eml-files'
import { redactedSmtpUrl, smtpTransport } from '../mail/smtp'
import type { MailTransport } from '../mail/transport'

export type ServerEnvironment = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  staticDir: string
  trustProxy: TrustProxy
  smtpUrl: string | undefined
  mailFrom: string | undefined
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may reach loopback and private networks (tests, a local demo; 0106). */
  webhookAllowPrivate: boolean
}

export function serverEnvironment(env: NodeJS.ProcessEnv = process.env): ServerEnvironment {
  const port = Number(env.PORT ?? 8080)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    staticDir: resolve(env.STATIC_DIR ?? 'dist/client'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
  }
}

/** How mail leaves: through SMTP_URL when set, else as .eml files in DATA_DIR/mail (so the demo needs nothing). */
export function mailTransport(env: ServerEnvironment): { transport: MailTransport; description: string } {
  if (!env.smtpUrl) {
    const mailDir = join(env.dataDir, 'mail')
    return { transport: emlFileTransport(mailDir), description: `.eml files in ${mailDir}` }
  }
  return {
    transport: smtpTransport({ url: env.smtpUrl, mailFrom: env.mailFrom }),
    description: `SMTP through ${redactedSmtpUrl(env.smtpUrl)}`,
  }
}

const keyFile = (dataDir: string) => join(dataDir, 'link-signing.key')

/** The HMAC key of reservation and pay-by-link codes, or null when the server has not made one yet. */
export function existingLinkSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.LINK_SIGNING_KEY) return env.LINK_SIGNING_KEY
  return existsSync(keyFile(dataDir)) ? readFileSync(keyFile(dataDir), 'utf8').trim() : null
}

/** The key, made at random and kept under DATA_DIR on first start. */
export function linkSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const existing = existingLinkSigningKey(dataDir, env)
  if (existing) return existing
  const key = randomBytes(32).toString('base64url')
  writePrivateFileSync(keyFile(dataDir), key)
  return key
}

const pidFile = (dataDir: string) => join(dataDir, 'server.pid')

/** Marks DATA_DIR as served by this process (PGlite's files must never be opened by a second one). */
export function claimDataDir(dataDir: string): () => void {
  writePrivateFileSync(pidFile(dataDir), String(process.pid))
  return () => {
    try {
      if (readFileSync(pidFile(dataDir), 'utf8').trim() === String(process.pid)) rmSync(pidFile(dataDir))
    } catch {
      // already gone
    }
  }
}

/** The id of a live server process serving DATA_DIR, or null (a file left by a crash does not count). */
export function serverHoldingDataDir(dataDir: string): number | null {
  if (!existsSync(pidFile(dataDir))) return null
  const pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}
